import type { ImportAction, ImportItem } from "#shared/json-resume/schema.ts";
import type { ProjectCreateInput } from "#shared/projects/schema.ts";
import type { AboutContent, ExperienceContent, TestimonialsContent } from "#shared/sections/schema.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { cutText } from "#shared/text/graphemes.ts";

/** What the import writes, built up by the chosen items from what the site holds now. */
export interface ImportDraft {
  config: SiteConfig;
  about: AboutContent | null;
  experience: ExperienceContent | null;
  testimonials: TestimonialsContent | null;
  projects: ProjectCreateInput[];
}

/** One change: how the preview shows it, and what it does to the draft. */
export interface PlannedChange {
  item: ImportItem;
  apply: (draft: ImportDraft) => void;
}

export interface ImportPlan {
  changes: PlannedChange[];
  /** What the file holds that Folio has no place for yet: named in the preview, not imported. */
  leftOut: string[];
}

/** What the site holds now, read by the service. */
export interface SiteNow {
  config: SiteConfig;
  about: AboutContent | null;
  experience: ExperienceContent | null;
  testimonials: TestimonialsContent | null;
  /** The words of a role's period without an end ("Present", in the owner's texts). */
  present: string;
  /** The name of a skill group the file leaves unnamed (LinkedIn's one list): the résumé's "Skills". */
  skillsLabel: string;
  /** A category for projects whose file gives none: the Projects section's first one. */
  defaultCategory: string;
}

/** A value as the preview shows it: one line, without `*emphasis*` marks, cut at 90 characters. */
export const short = (value: string) =>
  cutText(
    value
      .replace(/\*([^*]+)\*/g, "$1")
      .replace(/\s+/g, " ")
      .trim(),
    90,
  );

export function change(
  id: string,
  label: string,
  before: string,
  after: string,
  apply: PlannedChange["apply"],
  chosen?: boolean,
): PlannedChange {
  const action: ImportAction = before === after ? "same" : before ? "replace" : "add";
  return {
    item: {
      id,
      label,
      action,
      before: short(before),
      after: short(after),
      chosen: chosen ?? action !== "same",
    },
    apply,
  };
}
