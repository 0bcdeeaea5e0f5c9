import { projectDefaults } from "#shared/projects/rules.ts";
import type { ProjectCreateInput } from "#shared/projects/schema.ts";
import type { ProjectRecord } from "./project.repository.ts";

/** What a project's version holds: the fields its editor saves (the write-up and gallery included). */
export function projectVersionContent(record: ProjectRecord) {
  const { id, position, createdAt, updatedAt, ...fields } = record;
  return { ...fields, imageFocus: record.imageFocus ?? null };
}

/** The links that are set, in their fixed order. */
export function compactLinks(links: ProjectCreateInput["links"]): ProjectRecord["links"] {
  const result: ProjectRecord["links"] = {};
  for (const key of ["live", "github", "codepen"] as const) {
    const value = links?.[key];
    if (value) result[key] = value;
  }
  return result;
}

/** A new project's row from what was sent, every field left out given its default; its slug comes later. */
export function newProjectRecord(id: string, input: ProjectCreateInput, now: string): ProjectRecord {
  return {
    id,
    slug: "",
    body: input.body ?? "",
    gallery: input.gallery ?? [],
    seoTitle: input.seoTitle ?? "",
    seoDescription: input.seoDescription ?? "",
    socialCard: input.socialCard ?? null,
    title: input.title,
    description: input.description,
    category: input.category,
    image: input.image ?? null,
    video: input.video ?? null,
    technologies: input.technologies ?? [],
    features: input.features ?? [],
    links: compactLinks(input.links),
    duration: input.duration || projectDefaults.duration,
    status: input.status ?? projectDefaults.status,
    priority: input.priority ?? projectDefaults.priority,
    isActive: input.isActive ?? projectDefaults.isActive,
    visibility: input.visibility ?? "public",
    imageFocus: input.imageFocus ?? null,
    createdAt: now,
    updatedAt: now,
  };
}
