import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import { StaleBaseVersion } from "#server/features/history/base-version.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
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
import { forgetTrashedEntriesOf, trashRemovedEntries } from "./entry-trash.ts";
import * as repository from "./sections.repository.ts";

export interface SectionsServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Every save keeps a version (issue 40). */
  history?: Pick<HistoryService, "record" | "checkBase" | "staleWrite" | "currentVersions" | "forget">;
}

export type SectionsService = ReturnType<typeof createSectionsService>;

const sectionNotFound = () => notFound("Content section not found.");
const newSectionId = (type: string) => `${type}-${randomUUID().slice(0, 8)}`;

/** What a section's version holds: the fields its editor saves. */
export const sectionVersionContent = ({ name, status, content }: ContentSection) => ({
  name,
  status,
  content,
});

/** The page's content sections: the owner's list and writes, export/import, the public and preview lists. */
export function createSectionsService({ db, clock, history }: SectionsServiceDeps) {
  const now = () => clock().toISOString();

  /** Keeps the section's new version in the save's transaction (the one before it, if it had none). */
  async function recordVersion(trx: Db, id: string, by?: SavedBy, before?: ContentSection): Promise<void> {
    if (!history) return;
    const saved = await repository.findSection(trx, id);
    if (!saved) return;
    await history.record(trx, {
      kind: "section",
      itemId: id,
      content: sectionVersionContent(saved),
      by,
      before: before && { content: sectionVersionContent(before), savedAt: before.lastModified },
    });
  }

  /** One section's change in `trx`, over the `base` version when given. */
  async function updateIn(
    trx: Db,
    id: string,
    patch: Omit<SectionPatch, "version">,
    base: number | undefined,
    by?: SavedBy,
  ): Promise<void> {
    const existing = await repository.findSection(trx, id);
    if (!existing) throw sectionNotFound();
    const unknown = patch.content ? unknownContentFields(existing.type, patch.content) : [];
    if (unknown.length > 0) {
      throw invalid(
        unknown.map(unknownFieldMessage).join(", "),
        Object.fromEntries(unknown.map((field) => [field, unknownFieldMessage(field)])),
      );
    }
    await repository.updateSection(trx, id, patch, now());
    // After the row's write: a concurrent save of this section waited on it (decision 139).
    await history?.checkBase(trx, "section", id, base);
    await recordVersion(trx, id, by, existing);
    await trashRemovedEntries(trx, existing, patch.content, { deletedAt: now(), deletedBy: by ?? null });
  }

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

  /** The sections with their current version numbers (the editors' reads, decision 139). */
  async function withVersions(sections: ContentSection[]): Promise<ContentSection[]> {
    if (!history) return sections;
    const versions = await history.currentVersions(
      "section",
      sections.map((section) => section.id),
    );
    return sections.map((section) => ({ ...section, version: versions.get(section.id) ?? 0 }));
  }

  const service = {
    /** Every section, whatever its status, in the owner's order, with its version. */
    list: async (): Promise<ContentSection[]> => withVersions(await repository.listSections(db)),

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

    /** One section with its version. */
    async get(id: string): Promise<ContentSection> {
      const section = await repository.findSection(db, id);
      if (!section) throw sectionNotFound();
      return (await withVersions([section]))[0] as ContentSection;
    },

    /** A new section at the end; without content it starts from its type's default content. */
    async create(input: SectionCreate, by?: SavedBy): Promise<ContentSection> {
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
      await db.transaction().execute(async (trx) => {
        await repository.insertSection(trx, section, await repository.nextSectionPosition(trx), createdAt);
        await recordVersion(trx, section.id, by);
      });
      return section;
    },

    /**
     * Changes any of name, status and content; every change sets lastModified to now. With the `version`
     * it was based on, a write over a newer version is refused (409 naming who saved it, nothing changed).
     */
    async update(
      id: string,
      { version: base, ...patch }: SectionPatch,
      by?: SavedBy,
    ): Promise<ContentSection> {
      try {
        await db.transaction().execute((trx) => updateIn(trx, id, patch, base, by));
      } catch (error) {
        if (!(error instanceof StaleBaseVersion) || !history) throw error;
        const current = await service.get(id);
        throw await history.staleWrite("section", id, current, current.lastModified);
      }
      return service.get(id);
    },

    /** Changes a section's content in `trx`, another write's transaction (an import's), with its version kept. */
    updateIn: (trx: Db, id: string, patch: Omit<SectionPatch, "version">, by?: SavedBy) =>
      updateIn(trx, id, patch, undefined, by),

    /**
     * A project's category in every Projects section's `categories` (draft or published), so the owner's
     * new category becomes one of the section's. Answers the spelling to keep: the one already listed
     * when it matches case-insensitively, else `category`, added at the end. With a transaction it
     * writes inside it, so the project and its category are stored together (decision 035).
     */
    async addProjectCategory(category: string, trx: Db, by?: SavedBy): Promise<string> {
      const target = trx;
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
        await recordVersion(target, section.id, by, section);
      }
      return spelling ?? category;
    },

    /** To the Trash (decision 142): off the page and the owner's list at once, its place kept. */
    async moveToTrash(id: string, by: SavedBy | null): Promise<void> {
      const mark = { deletedAt: now(), deletedBy: by };
      if (!(await repository.markSectionDeleted(db, id, mark))) throw sectionNotFound();
    },

    /** Out of the Trash, at its place in the list. */
    async restoreFromTrash(id: string): Promise<void> {
      if (!(await repository.markSectionDeleted(db, id, null))) throw sectionNotFound();
    },

    /** What is in the Trash (deleted at or before `before` when given). */
    trashed: (before?: string) => repository.listDeletedSections(db, before),

    /** Removes a section in the Trash for good, with its versions; answers what it held. */
    async removePermanently(id: string): Promise<ContentSection> {
      return db.transaction().execute(async (trx) => {
        const section = await repository.findDeletedSection(trx, id);
        if (!section || !(await repository.deleteSection(trx, id))) throw sectionNotFound();
        await history?.forget(trx, "section", id);
        await forgetTrashedEntriesOf(trx, id);
        return section;
      });
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
    async import(file: unknown, by?: SavedBy): Promise<ContentSection[]> {
      const sections = importedSections(file);
      const createdAt = now();
      await db.transaction().execute(async (trx) => {
        const previous = new Map(
          (await repository.listSections(trx)).map((section) => [section.id, section]),
        );
        await repository.deleteSectionsForImport(
          trx,
          sections.map((section) => section.id),
        );
        for (const [position, section] of sections.entries()) {
          await repository.insertSection(trx, section, position, createdAt);
          await recordVersion(trx, section.id, by, previous.get(section.id));
        }
      });
      return service.list();
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
