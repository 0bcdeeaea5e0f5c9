import type { ComponentType } from "react";
import type { SectionType } from "#shared/sections/schema.ts";
import { AboutEditor } from "./about-editor.tsx";
import { ContactEditor } from "./contact-editor.tsx";
import type { EditorProps } from "./editor-types.ts";
import { ExperienceEditor } from "./experience-editor.tsx";
import { FooterEditor } from "./footer-editor.tsx";
import { HeroEditor } from "./hero-editor.tsx";
import { ProjectsSectionEditor } from "./projects-section-editor.tsx";
import { ServicesEditor } from "./services-editor.tsx";
import { TestimonialsEditor } from "./testimonials-editor.tsx";

export type FormEditor = ComponentType<EditorProps & { onBusyChange?: (busy: boolean) => void }>;

/**
 * The structured form of each section type; a type without one is edited as JSON. Each control
 * names the content field it edits (`name`, or `data-field` on a group), which the coverage test
 * (`editor-coverage.test.tsx`) checks against the type's schema.
 */
export const formEditors: Partial<Record<SectionType, FormEditor>> = {
  hero: HeroEditor,
  about: AboutEditor,
  services: ServicesEditor,
  experience: ExperienceEditor,
  projects: ProjectsSectionEditor,
  testimonials: TestimonialsEditor,
  contact: ContactEditor,
  footer: FooterEditor,
};
