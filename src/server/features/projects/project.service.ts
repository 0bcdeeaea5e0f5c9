import type { Kysely, Transaction } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import { StaleBaseVersion } from "#server/features/history/base-version.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import { checkWriteUp } from "#server/features/markdown/check-write-up.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import type { ProjectNeighbour } from "#shared/projects/project-page.ts";
import { categoriesOf, projectDefaults, projectLimits, projectMessages } from "#shared/projects/rules.ts";
import type {
  Project,
  ProjectCreateInput,
  ProjectOrderInput,
  ProjectStats,
  ProjectUpdateInput,
} from "#shared/projects/schema.ts";
import {
  countMatchingProjects,
  countProjects,
  existingProjectIds,
  findProject,
  findProjectBySlug,
  insertProject,
  inTransaction,
  listProjectCategories,
  listProjectLinks,
  listProjects,
  type ProjectFilter,
  type ProjectRecord,
  saveProjectOrder,
  updateProject,
} from "./project.repository.ts";
import { newProjectId } from "./project-id.ts";
import { type ImportResult, importProjects } from "./project-import.ts";
import { compactLinks, newProjectRecord, projectVersionContent } from "./project-record.ts";
import { findSlugHistory } from "./project-slug.repository.ts";
import { changeSlug, chooseSlug } from "./project-slugs.ts";
import { createProjectTrash } from "./project-trash.ts";

export interface ProjectServiceDeps {
  db: Kysely<DB>;
  /** Attaches the dimensions and variants of uploaded images. */
  media: Pick<MediaService, "imageAssets">;
  clock: Clock;
  /** Keeps the Projects section's categories in step with the projects' own (in the same transaction). */
  sections?: Pick<SectionsService, "addProjectCategory">;
  /** Every save keeps a version (issue 40). */
  history?: Pick<HistoryService, "record" | "checkBase" | "staleWrite" | "currentVersions" | "forget">;
}

export type ProjectService = ReturnType<typeof createProjectService>;

/** Which projects a list holds: a category, a search, and inactive ones too or not. */
type ListFilter = Pick<ProjectFilter, "category" | "search"> & { includeInactive?: boolean };

/** The rules of the projects feature: defaults, visibility, soft and permanent delete, import. */
export function createProjectService({ db, media, clock, sections, history }: ProjectServiceDeps) {
  /** The category as the Projects section lists it (added there when new), inside `trx`. */
  const listedCategory = (category: string, trx: Transaction<DB>, by?: SavedBy) =>
    sections ? sections.addProjectCategory(category, trx, by) : Promise.resolve(category);

  /** Keeps the project's new version in the save's transaction (the one before it, if it had none). */
  async function recordVersion(trx: Transaction<DB>, id: string, by?: SavedBy, before?: ProjectRecord) {
    if (!history) return;
    const saved = await findProject(trx, id);
    if (!saved) return;
    await history.record(trx, {
      kind: "project",
      itemId: id,
      content: projectVersionContent(saved),
      by,
      before: before && { content: projectVersionContent(before), savedAt: before.updatedAt },
    });
  }

  /** The records as the API answers them; the editors' reads (`withVersions`) carry each one's version. */
  async function withAssets(records: ProjectRecord[], withVersions = false): Promise<Project[]> {
    const assets = await media.imageAssets(records.flatMap((record) => (record.image ? [record.image] : [])));
    const versions =
      withVersions && history
        ? await history.currentVersions(
            "project",
            records.map((record) => record.id),
          )
        : undefined;
    return records.map((record) => ({
      ...record,
      position: record.position ?? null,
      imageFocus: record.imageFocus ?? null,
      imageAsset: (record.image && assets.get(record.image)) || null,
      ...(versions ? { version: versions.get(record.id) ?? 0 } : {}),
    }));
  }

  /** One project's change in a transaction, over the `version` it was based on when given. */
  async function writeUpdate(id: string, { version: base, ...input }: ProjectUpdateInput, by?: SavedBy) {
    await checkWriteUp(input.body);
    const changes: Partial<ProjectRecord> = { ...input, updatedAt: clock().toISOString() };
    if (input.links !== undefined) changes.links = compactLinks(input.links);
    if (input.duration !== undefined) changes.duration = input.duration || projectDefaults.duration;
    await inTransaction(db, async (trx) => {
      const current = await findProject(trx, id);
      if (!current) throw notFound(projectMessages.notFound(id));
      if (input.category !== undefined) changes.category = await listedCategory(input.category, trx, by);
      if (input.slug !== undefined) {
        changes.slug = await chooseSlug(trx, id, current.title, input.slug);
        await changeSlug(trx, id, current.slug, changes.slug, changes.updatedAt as string);
      }
      if (!(await updateProject(trx, id, changes))) throw notFound(projectMessages.notFound(id));
      // After the row's write: a concurrent save of this project waited on it (decision 139).
      await history?.checkBase(trx, "project", id, base);
      await recordVersion(trx, id, by, current);
    });
    return service.get(id, { includeInactive: true });
  }

  /** The repository's filter for a list or a page: active projects only unless `includeInactive`. */
  const matching = (filter: ListFilter): ProjectFilter => ({
    listedOnly: !filter.includeInactive,
    category: filter.category || undefined,
    search: filter.search || undefined,
  });

  const service = {
    /**
     * Every active project (or every project with `includeInactive`) matching the filter, placed by
     * hand first, then priority desc and newest: all of them, for the server's own readers (the
     * résumé, analytics' titles, the saved order). The API answers pages (`page`).
     */
    async list(filter: ListFilter): Promise<Project[]> {
      return withAssets(await listProjects(db, matching(filter)));
    },

    /** One page of `list`: `limit` projects from `offset`, and how many match the filter in all. */
    async page(
      filter: ListFilter & Pick<ProjectFilter, "limit" | "offset">,
    ): Promise<{ items: Project[]; total: number }> {
      const where = matching(filter);
      const limit = Math.min(filter.limit ?? projectLimits.listLimit, projectLimits.listLimit);
      const [records, total] = await Promise.all([
        listProjects(db, { ...where, limit, offset: filter.offset || undefined }),
        countMatchingProjects(db, where),
      ]);
      return { items: await withAssets(records, filter.includeInactive), total };
    },

    async get(id: string, { includeInactive = false } = {}): Promise<Project> {
      const record = await findProject(db, id);
      // The public read answers listed projects only: an unlisted or protected one is not found there.
      const hidden = !record?.isActive || record.visibility !== "public";
      if (!record || (hidden && !includeInactive)) throw notFound(projectMessages.notFound(id));
      const [project] = await withAssets([record], includeInactive);
      return project as Project;
    },

    /**
     * The project at `/projects/:slug`: `{ project }` when the slug is its current one, `{ redirect }`
     * (its current slug) when it was an earlier one; undefined when unknown, or inactive unless
     * `includeInactive` (decision 101).
     */
    async bySlug(
      slug: string,
      { includeInactive = false } = {},
    ): Promise<{ project: Project } | { redirect: string } | undefined> {
      const record = await findProjectBySlug(db, slug);
      if (record) {
        if (!record.isActive && !includeInactive) return undefined;
        const [project] = await withAssets([record]);
        return project ? { project } : undefined;
      }
      const ownerId = await findSlugHistory(db, slug);
      const owner = ownerId ? await findProject(db, ownerId) : undefined;
      if (!owner || (!owner.isActive && !includeInactive)) return undefined;
      return { redirect: owner.slug };
    },

    /**
     * The published projects before and after `id` in the gallery's order (none for a draft), with
     * their ids (what the page's cached answer depends on).
     */
    async neighbours(id: string): Promise<{
      previous: (ProjectNeighbour & { id: string }) | null;
      next: (ProjectNeighbour & { id: string }) | null;
    }> {
      const links = await listProjectLinks(db);
      const index = links.findIndex((link) => link.id === id);
      const at = (i: number) => {
        const link = index < 0 ? undefined : links[i];
        return link ? { id: link.id, slug: link.slug, title: link.title } : null;
      };
      return { previous: at(index - 1), next: at(index + 1) };
    },

    /** Every published project's page: its slug and when it last changed (the sitemap). */
    async pages(): Promise<{ slug: string; updatedAt: string }[]> {
      return (await listProjects(db, { listedOnly: true })).map((record) => ({
        slug: record.slug,
        updatedAt: record.updatedAt,
      }));
    },

    /**
     * A new project. `alsoWrite` runs inside the same transaction once the project is inserted (what an
     * import keeps beside it): if it throws, no project is made.
     */
    async create(
      input: ProjectCreateInput,
      by?: SavedBy,
      alsoWrite?: (trx: Transaction<DB>, id: string) => Promise<void>,
    ): Promise<Project> {
      await checkWriteUp(input.body);
      const id = await inTransaction(db, async (trx) => {
        const created = await service.createIn(trx, input, by);
        await alsoWrite?.(trx, created);
        return created;
      });
      return service.get(id, { includeInactive: true });
    },

    /**
     * A new project written in `trx`, another write's transaction (an import's); answers its id. The
     * write-up is not checked here: `create` checks it first.
     */
    async createIn(trx: Transaction<DB>, input: ProjectCreateInput, by?: SavedBy): Promise<string> {
      const record = newProjectRecord(newProjectId(), input, clock().toISOString());
      record.category = await listedCategory(record.category, trx, by);
      record.slug = await chooseSlug(trx, record.id, record.title, input.slug);
      await insertProject(trx, record);
      await recordVersion(trx, record.id, by);
      return record.id;
    },

    /**
     * Changes any of the fields. With the `version` it was based on, a write over a newer version is
     * refused (409 naming who saved it, nothing changed; decision 139).
     */
    async update(id: string, input: ProjectUpdateInput, by?: SavedBy): Promise<Project> {
      try {
        return await writeUpdate(id, input, by);
      } catch (error) {
        if (!(error instanceof StaleBaseVersion) || !history) throw error;
        const current = await service.get(id, { includeInactive: true });
        throw await history.staleWrite("project", id, current, current.updatedAt);
      }
    },

    /**
     * The owner's manual gallery order: `ids` first to last (each an existing project, each once: else
     * 400 and nothing changes); every other project keeps the priority and date order after them.
     * Answers every project (inactive ones too) in the new order.
     */
    async saveOrder({ ids }: ProjectOrderInput): Promise<Project[]> {
      await inTransaction(db, async (trx) => {
        const known = await existingProjectIds(trx, ids);
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) throw invalid(projectMessages.orderUnknown(unknown));
        await saveProjectOrder(trx, ids);
      });
      return service.list({ includeInactive: true });
    },

    /** Soft delete: the project stays, hidden from the public (isActive=false). */
    deactivate(id: string, by?: SavedBy): Promise<Project> {
      return service.update(id, { isActive: false }, by);
    },

    ...createProjectTrash({ db, clock, history }),

    async stats({ includeInactive = false } = {}): Promise<ProjectStats> {
      const stats: ProjectStats = { total: 0, completed: 0, inProgress: 0, byCategory: {} };
      for (const row of await countProjects(db, !includeInactive)) {
        stats.total += row.count;
        if (row.status === "Completed") stats.completed += row.count;
        if (row.status === "In Progress") stats.inProgress += row.count;
        if (row.category) stats.byCategory[row.category] = (stats.byCategory[row.category] ?? 0) + row.count;
      }
      return stats;
    },

    /** How many projects the public gallery shows. */
    async countActive(): Promise<number> {
      return (await service.stats()).total;
    },

    /** The categories of active projects, in the gallery's order (as `categoriesOf` sorts them). */
    async categories(): Promise<string[]> {
      return categoriesOf((await listProjectCategories(db)).map((category) => ({ category })));
    },

    /** All or nothing: every document is checked before anything is written; existing ids are replaced. */
    import(documents: unknown[], by?: SavedBy): Promise<ImportResult> {
      return importProjects(db, documents, clock().toISOString(), (trx, id, before) =>
        recordVersion(trx, id, by, before),
      );
    },
  };
  return service;
}
