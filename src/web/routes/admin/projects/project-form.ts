import {
  type ImageFocus,
  type ProjectStatus,
  projectDefaults,
  projectMessages,
} from "#shared/projects/rules.ts";
import type { Project, ProjectCreateInput } from "#shared/projects/schema.ts";

/** The project form's values: everything as the inputs hold it (lists comma-separated, priority as text). */
export interface ProjectFormValues {
  title: string;
  description: string;
  category: string;
  image: string;
  video: string;
  technologies: string;
  features: string;
  live: string;
  github: string;
  codepen: string;
  duration: string;
  status: ProjectStatus;
  priority: string;
  isActive: boolean;
  /** The image's focal point; null: the centre. */
  imageFocus: ImageFocus | null;
}

export const emptyProjectForm: ProjectFormValues = {
  title: "",
  description: "",
  category: projectDefaults.category,
  image: "",
  video: "",
  technologies: "",
  features: "",
  live: "",
  github: "",
  codepen: "",
  duration: "",
  status: projectDefaults.status,
  priority: String(projectDefaults.priority),
  isActive: projectDefaults.isActive,
  imageFocus: null,
};

export function formValuesOf(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    image: project.image ?? "",
    video: project.video ?? "",
    technologies: project.technologies.join(", "),
    features: project.features.join(", "),
    live: project.links.live ?? "",
    github: project.links.github ?? "",
    codepen: project.links.codepen ?? "",
    duration: project.duration,
    status: project.status,
    priority: String(project.priority),
    isActive: project.isActive,
    imageFocus: project.imageFocus,
  };
}

/** Split on commas, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Priority parsed as an integer, 0 on bad input. */
export function parsePriority(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isNaN(value) ? 0 : value;
}

/** The data-layer validator: the required-field messages, in order; empty when valid. */
export function validateProjectForm(values: ProjectFormValues): string[] {
  const errors: string[] = [];
  if (!values.title.trim()) errors.push(projectMessages.titleRequired);
  if (!values.description.trim()) errors.push(projectMessages.descriptionRequired);
  if (!values.category.trim()) errors.push(projectMessages.categoryRequired);
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
    technologies: splitList(values.technologies),
    features: splitList(values.features),
    links,
    duration: values.duration.trim() || projectDefaults.duration,
    status: values.status,
    priority: parsePriority(values.priority),
    isActive: values.isActive,
    imageFocus: values.image.trim() ? values.imageFocus : null,
  };
}
