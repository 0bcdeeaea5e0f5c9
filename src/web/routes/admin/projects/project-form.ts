import type { GalleryImage } from "#shared/projects/case-study.ts";
import {
  distinctEntries,
  type ImageFocus,
  type ProjectStatus,
  type ProjectVisibility,
  projectDefaults,
  projectMessages,
} from "#shared/projects/rules.ts";
import type { Project, ProjectCreateInput } from "#shared/projects/schema.ts";
import { listSeparator } from "#web/routes/admin/components/chips-field.tsx";

/** The project form's values: everything as the inputs hold it (lists as chips, priority as text). */
export interface ProjectFormValues {
  title: string;
  description: string;
  category: string;
  image: string;
  video: string;
  technologies: string[];
  features: string[];
  live: string;
  github: string;
  codepen: string;
  duration: string;
  status: ProjectStatus;
  priority: string;
  isActive: boolean;
  /** Who sees the page and the lists it appears in (decision 158). */
  visibility: ProjectVisibility;
  /** The image's focal point; null: the centre. */
  imageFocus: ImageFocus | null;
  /** The page's address; "" on a new project: made from the title (decision 101). */
  slug: string;
  body: string;
  gallery: GalleryImage[];
  seoTitle: string;
  seoDescription: string;
  socialCard: string;
}

export const emptyProjectForm: ProjectFormValues = {
  title: "",
  description: "",
  category: projectDefaults.category,
  image: "",
  video: "",
  technologies: [],
  features: [],
  live: "",
  github: "",
  codepen: "",
  duration: "",
  status: projectDefaults.status,
  priority: String(projectDefaults.priority),
  isActive: projectDefaults.isActive,
  visibility: "public",
  imageFocus: null,
  slug: "",
  body: "",
  gallery: [],
  seoTitle: "",
  seoDescription: "",
  socialCard: "",
};

export function formValuesOf(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    image: project.image ?? "",
    video: project.video ?? "",
    technologies: [...project.technologies],
    features: [...project.features],
    live: project.links.live ?? "",
    github: project.links.github ?? "",
    codepen: project.links.codepen ?? "",
    duration: project.duration,
    status: project.status,
    priority: String(project.priority),
    isActive: project.isActive,
    visibility: project.visibility ?? "public",
    imageFocus: project.imageFocus,
    slug: project.slug,
    body: project.body,
    gallery: project.gallery.map((image) => ({ ...image })),
    seoTitle: project.seoTitle,
    seoDescription: project.seoDescription,
    socialCard: project.socialCard ?? "",
  };
}

/** Split on commas (of any script the chips field knows), trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(listSeparator)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Priority parsed as an integer, 0 on bad input. */
export function parsePriority(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** A form field that can carry its own error (the API's field names, links flattened). */
export type ProjectField = keyof ProjectFormValues;
export type ProjectFieldErrors = Partial<Record<ProjectField, string>>;

/** Each required field's own message; empty when valid. */
export function projectFieldErrors(values: ProjectFormValues): ProjectFieldErrors {
  const errors: ProjectFieldErrors = {};
  if (!values.title.trim()) errors.title = projectMessages.titleRequired;
  if (!values.description.trim()) errors.description = projectMessages.descriptionRequired;
  if (!values.category.trim()) errors.category = projectMessages.categoryRequired;
  return errors;
}

/** The data-layer validator: the required-field messages, in order; empty when valid. */
export function validateProjectForm(values: ProjectFormValues): string[] {
  return Object.values(projectFieldErrors(values));
}

/** The API's field errors ("links.live", "technologies.0") by the form field they belong to. */
export function formFieldErrorsOf(fields: Record<string, string>): ProjectFieldErrors {
  const errors: ProjectFieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const [head, next] = path.split(".");
    const field = (head === "links" ? next : head) as ProjectField;
    if (field && field in emptyProjectForm) errors[field] ??= message;
  }
  return errors;
}

/** The API payload: undefined fields dropped, links as one object. */
export function payloadOf(values: ProjectFormValues): ProjectCreateInput {
  const links: ProjectCreateInput["links"] = {};
  if (values.live.trim()) links.live = values.live.trim();
  if (values.github.trim()) links.github = values.github.trim();
  if (values.codepen.trim()) links.codepen = values.codepen.trim();
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category.trim(),
    image: values.image.trim() || null,
    video: values.video.trim() || null,
    technologies: distinctEntries(values.technologies.map((item) => item.trim()).filter(Boolean)),
    features: values.features.map((item) => item.trim()).filter(Boolean),
    links,
    duration: values.duration.trim() || projectDefaults.duration,
    status: values.status,
    priority: parsePriority(values.priority),
    isActive: values.isActive,
    visibility: values.visibility,
    imageFocus: values.image.trim() ? values.imageFocus : null,
    // Left empty: a new project's slug is made from its title; an edited one keeps its own.
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    body: values.body,
    gallery: values.gallery,
    seoTitle: values.seoTitle.trim(),
    seoDescription: values.seoDescription.trim(),
    socialCard: values.socialCard.trim() || null,
  };
}
