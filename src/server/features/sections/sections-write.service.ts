import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import { unknownContentFields } from "#shared/section-content-fields.ts";
import { type ContentSection, defaultSectionContent } from "#shared/sections/schema.ts";
import {
  type ContentImport,
  contentExportVersion,
  contentImportSchema,
  invalidContentFileMessage,
  type SectionCreate,
  type SectionPatch,
  sectionCreateSchema,
} from "#shared/sections/write-schema.ts";
import { unknownFieldMessage } from "#shared/strict-schema.ts";
import { listSectionRows } from "./sections.repository.ts";
import {
  deleteSectionRow,
  findSectionRow,
  insertSectionRow,
  nextSectionPosition,
  replaceAllSections,
  updateSectionRow,
} from "./sections-write.repository.ts";

const sectionNotFound = () => notFound("Content section not found.");

function newSectionId(type: string): string {
  return `${type}-${randomUUID().slice(0, 8)}`;
}

export async function listAllSections(db: Kysely<DB>): Promise<ContentSection[]> {
  return listSectionRows(db);
}

export async function getSection(db: Kysely<DB>, id: string): Promise<ContentSection> {
  const section = await findSectionRow(db, id);
  if (!section) throw sectionNotFound();
  return section;
}

/** A new section at the end; without content it starts from its type's default content. */
export async function createSection(db: Kysely<DB>, input: SectionCreate): Promise<ContentSection> {
  const parsed = sectionCreateSchema.parse(input);
  const section: ContentSection = {
    id: newSectionId(parsed.type),
    name: parsed.name,
    type: parsed.type,
    status: parsed.status,
    content:
      parsed.content ?? (structuredClone(defaultSectionContent[parsed.type]) as Record<string, unknown>),
    lastModified: new Date().toISOString(),
  };
  await insertSectionRow(db, section, await nextSectionPosition(db));
  return section;
}

/** Changes any of name, status and content; every change sets lastModified to now (spec §4). */
export async function updateSection(
  db: Kysely<DB>,
  id: string,
  patch: SectionPatch,
): Promise<ContentSection> {
  if (patch.content) {
    const existing = await findSectionRow(db, id);
    if (!existing) throw sectionNotFound();
    const unknown = unknownContentFields(existing.type, patch.content);
    if (unknown.length > 0) {
      throw invalid(
        unknown.map(unknownFieldMessage).join(", "),
        Object.fromEntries(unknown.map((field) => [field, unknownFieldMessage(field)])),
      );
    }
  }
  const updated = await updateSectionRow(db, id, patch, new Date().toISOString());
  if (!updated) throw sectionNotFound();
  return getSection(db, id);
}

export async function deleteSection(db: Kysely<DB>, id: string): Promise<void> {
  if (!(await deleteSectionRow(db, id))) throw sectionNotFound();
}

/** The export file (spec §3): `{ sections, exportDate, version: "1.0.0" }`. */
export async function exportSections(db: Kysely<DB>) {
  return {
    sections: await listSectionRows(db),
    exportDate: new Date().toISOString(),
    version: contentExportVersion,
  };
}

/**
 * Replaces all sections with the file's list, in one transaction. A file without a valid sections list
 * (or with the same id twice) is refused with 'Invalid content file' and nothing changes.
 */
export async function importSections(db: Kysely<DB>, file: unknown): Promise<ContentSection[]> {
  const parsed = contentImportSchema.safeParse(file);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".") || "file"] ??= issue.message;
    throw invalid(invalidContentFileMessage, fields);
  }
  const sections = toSections(parsed.data);
  const ids = new Set(sections.map((section) => section.id));
  if (ids.size !== sections.length)
    throw invalid(invalidContentFileMessage, { sections: "Duplicate section id" });
  await replaceAllSections(db, sections);
  return listSectionRows(db);
}

function toSections(file: ContentImport): ContentSection[] {
  const now = new Date().toISOString();
  return file.sections.map((section) => ({
    id: section.id ?? newSectionId(section.type),
    name: section.name,
    type: section.type,
    status: section.status,
    content: section.content,
    lastModified:
      section.lastModified && !Number.isNaN(Date.parse(section.lastModified)) ? section.lastModified : now,
  }));
}

/**
 * What `/?preview=1` shows the owner: per type the draft when there is one (the newer work), else the
 * published section, presented as published so the page renders it. Archived sections stay hidden.
 */
export async function listPreviewSections(db: Kysely<DB>): Promise<ContentSection[]> {
  const all = await listSectionRows(db);
  const drafts = all.filter((section) => section.status === "draft");
  const published = all.filter((section) => section.status === "published");
  return [...drafts, ...published].map((section) => ({ ...section, status: "published" as const }));
}
