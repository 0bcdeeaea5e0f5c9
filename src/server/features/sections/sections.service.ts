import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import { unknownFieldMessage } from "#shared/api/strict-schema.ts";
import { defaultSectionContent } from "#shared/sections/content.ts";
import { unknownContentFields } from "#shared/sections/content-fields.ts";
import { defaultSections, normalizeSectionContent } from "#shared/sections/normalize.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import {
  type ContentImport,
  contentExportVersion,
  contentImportSchema,
  invalidContentFileMessage,
  type SectionCreate,
  type SectionPatch,
  sectionCreateSchema,
} from "#shared/sections/write-schema.ts";
import * as repository from "./sections.repository.ts";

export interface SectionsServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
}

export type SectionsService = ReturnType<typeof createSectionsService>;

const sectionNotFound = () => notFound("Content section not found.");
const newSectionId = (type: string) => `${type}-${randomUUID().slice(0, 8)}`;

/** The page's content sections: the owner's list and writes, export/import, the public and preview lists. */
export function createSectionsService({ db, clock }: SectionsServiceDeps) {
  const now = () => clock().toISOString();

  /** An import file's sections, checked; a file without a valid list answers 'Invalid content file'. */
  function importedSections(file: unknown): ContentSection[] {
    const parsed = contentImportSchema.safeParse(file);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "file"] ??= issue.message;
      throw invalid(invalidContentFileMessage, fields);
    }
    const sections = toSections(parsed.data, now());
    if (new Set(sections.map((section) => section.id)).size !== sections.length)
      throw invalid(invalidContentFileMessage, { sections: "Duplicate section id" });
    return sections;
  }

  const service = {
    /** Every section, whatever its status, in the owner's order. */
    list: (): Promise<ContentSection[]> => repository.listSections(db),

    /** The sections the public page shows: published only, in the owner's order. */
    listPublished: (): Promise<ContentSection[]> => repository.listSections(db, { status: "published" }),

    /**
     * What `/?preview=1` shows the owner: per type the draft when there is one (the newer work), else the
     * published section, presented as published so the page renders it. Archived sections stay hidden.
     */
    async listPreview(): Promise<ContentSection[]> {
      const all = await repository.listSections(db);
      const drafts = all.filter((section) => section.status === "draft");
      const published = all.filter((section) => section.status === "published");
      return [...drafts, ...published].map((section) => ({ ...section, status: "published" as const }));
    },

    async get(id: string): Promise<ContentSection> {
      const section = await repository.findSection(db, id);
      if (!section) throw sectionNotFound();
      return section;
    },

    /** A new section at the end; without content it starts from its type's default content. */
    async create(input: SectionCreate): Promise<ContentSection> {
      const parsed = sectionCreateSchema.parse(input);
      const createdAt = now();
      const section: ContentSection = {
        id: newSectionId(parsed.type),
        name: parsed.name,
        type: parsed.type,
        status: parsed.status,
        content:
          parsed.content ?? (structuredClone(defaultSectionContent[parsed.type]) as Record<string, unknown>),
        lastModified: createdAt,
      };
      await repository.insertSection(db, section, await repository.nextSectionPosition(db), createdAt);
      return section;
    },

    /** Changes any of name, status and content; every change sets lastModified to now. */
    async update(id: string, patch: SectionPatch): Promise<ContentSection> {
      if (patch.content) {
        const existing = await service.get(id);
        const unknown = unknownContentFields(existing.type, patch.content);
        if (unknown.length > 0) {
          throw invalid(
            unknown.map(unknownFieldMessage).join(", "),
            Object.fromEntries(unknown.map((field) => [field, unknownFieldMessage(field)])),
          );
        }
      }
      if (!(await repository.updateSection(db, id, patch, now()))) throw sectionNotFound();
      return service.get(id);
    },

    /**
     * A project's category in every Projects section's `categories` (draft or published), so the owner's
     * new category becomes one of the section's. Answers the spelling to keep: the one already listed
     * when it matches case-insensitively, else `category`, added at the end. With a transaction it
     * writes inside it, so the project and its category are stored together (decision 035).
     */
    async addProjectCategory(category: string, trx?: Db): Promise<string> {
      const target = trx ?? db;
      const folded = category.trim().toLowerCase();
      let spelling: string | undefined;
      for (const section of await repository.listSections(target)) {
        if (section.type !== "projects") continue;
        const { categories } = normalizeSectionContent("projects", section.content);
        const listed = categories.find((name) => name.trim().toLowerCase() === folded);
        spelling ??= listed;
        if (listed) continue;
        const content = { ...section.content, categories: [...categories, spelling ?? category] };
        await repository.updateSection(target, section.id, { content }, now());
      }
      return spelling ?? category;
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.deleteSection(db, id))) throw sectionNotFound();
    },

    /** The export file: `{ sections, exportDate, version: "1.0.0" }`. */
    async export() {
      return {
        sections: await repository.listSections(db),
        exportDate: now(),
        version: contentExportVersion,
      };
    },

    /**
     * Replaces all sections with the file's list, in one transaction. A file without a valid sections
     * list (or with the same id twice) is refused with 'Invalid content file' and nothing changes.
     */
    async import(file: unknown): Promise<ContentSection[]> {
      const sections = importedSections(file);
      const createdAt = now();
      await db.transaction().execute(async (trx) => {
        await repository.deleteAllSections(trx);
        for (const [position, section] of sections.entries())
          await repository.insertSection(trx, section, position, createdAt);
      });
      return repository.listSections(db);
    },

    /**
     * Seeds the default sections once per database: never again after that, so sections the owner
     * deletes stay deleted across restarts.
     */
    async seed(): Promise<void> {
      if (await repository.sectionsWereSeeded(db)) return;
      const seededAt = now();
      if ((await repository.countSections(db)) === 0)
        await repository.insertSectionsIfMissing(db, defaultSections(seededAt), seededAt);
      await repository.markSectionsSeeded(db, seededAt);
    },
  };
  return service;
}

function toSections(file: ContentImport, now: string): ContentSection[] {
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
