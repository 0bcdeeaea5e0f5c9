import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import { MediaRepository } from "#server/features/media/media.repository.ts";
import { projectDefaults, projectLimits, projectMessages } from "#shared/project-rules.ts";
import type { Project, ProjectCreateInput, ProjectStats, ProjectUpdateInput } from "#shared/projects.ts";
import { type ProjectFilter, type ProjectRecord, ProjectRepository } from "./project.repository.ts";
import { newProjectId } from "./project-id.ts";
import { importedProject } from "./project-import.ts";

export interface ImportResult {
  imported: number;
  created: number;
  updated: number;
}

/** The rules of the projects feature: defaults, visibility, soft and permanent delete, import. */
export class ProjectService {
  private readonly projects: ProjectRepository;
  private readonly media: MediaRepository;

  constructor(db: Kysely<DB>) {
    this.projects = new ProjectRepository(db);
    this.media = new MediaRepository(db);
  }

  /** Active projects (or every project with `includeInactive`), priority desc then newest first. */
  async list(filter: Omit<ProjectFilter, "activeOnly"> & { includeInactive?: boolean }): Promise<Project[]> {
    const records = await this.projects.list({
      activeOnly: !filter.includeInactive,
      category: filter.category || undefined,
      search: filter.search || undefined,
      limit: Math.min(filter.limit ?? projectLimits.listLimit, projectLimits.listLimit),
    });
    return this.withAssets(records);
  }

  async get(id: string, { includeInactive = false } = {}): Promise<Project> {
    const record = await this.projects.find(id);
    if (!record || (!record.isActive && !includeInactive)) throw notFound(projectMessages.notFound(id));
    const [project] = await this.withAssets([record]);
    return project as Project;
  }

  async create(input: ProjectCreateInput): Promise<Project> {
    const now = new Date().toISOString();
    const record: ProjectRecord = {
      id: newProjectId(),
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
      createdAt: now,
      updatedAt: now,
    };
    await this.projects.insert(record);
    return this.get(record.id, { includeInactive: true });
  }

  async update(id: string, input: ProjectUpdateInput): Promise<Project> {
    const changes: Partial<ProjectRecord> = { ...input, updatedAt: new Date().toISOString() };
    if (input.links !== undefined) changes.links = compactLinks(input.links);
    if (input.duration !== undefined) changes.duration = input.duration || projectDefaults.duration;
    if (!(await this.projects.update(id, changes))) throw notFound(projectMessages.notFound(id));
    return this.get(id, { includeInactive: true });
  }

  /** Soft delete: the project stays, hidden from the public (isActive=false). */
  async deactivate(id: string): Promise<Project> {
    return this.update(id, { isActive: false });
  }

  async removePermanently(id: string): Promise<void> {
    if (!(await this.projects.remove(id))) throw notFound(projectMessages.notFound(id));
  }

  async stats({ includeInactive = false } = {}): Promise<ProjectStats> {
    const stats: ProjectStats = { total: 0, completed: 0, inProgress: 0, byCategory: {} };
    for (const row of await this.projects.counts(!includeInactive)) {
      stats.total += row.count;
      if (row.status === "Completed") stats.completed += row.count;
      if (row.status === "In Progress") stats.inProgress += row.count;
      if (row.category) stats.byCategory[row.category] = (stats.byCategory[row.category] ?? 0) + row.count;
    }
    return stats;
  }

  categories(): Promise<string[]> {
    return this.projects.categories();
  }

  /** All or nothing: every document is checked before anything is written; existing ids are replaced. */
  async import(documents: unknown[]): Promise<ImportResult> {
    if (documents.length > projectLimits.importMax) {
      throw invalid(`An import holds at most ${projectLimits.importMax} projects`);
    }
    const now = new Date().toISOString();
    const seen = new Set<string>();
    const records = documents.map((doc, index) => {
      const record = importedProject(doc, index, now);
      if (seen.has(record.id)) throw invalid(`Project at index ${index}: id ${record.id} appears twice`);
      seen.add(record.id);
      return record;
    });
    return this.projects.transaction(async (trx) => {
      let created = 0;
      for (const record of records) {
        if (await this.projects.find(record.id, trx)) await this.projects.update(record.id, record, trx);
        else {
          await this.projects.insert(record, trx);
          created += 1;
        }
      }
      return { imported: records.length, created, updated: records.length - created };
    });
  }

  private async withAssets(records: ProjectRecord[]): Promise<Project[]> {
    const assets = await this.media.imageAssets(
      records.flatMap((record) => (record.image ? [record.image] : [])),
    );
    return records.map((record) => ({
      ...record,
      imageAsset: (record.image && assets.get(record.image)) || null,
    }));
  }
}

function compactLinks(links: ProjectCreateInput["links"]): ProjectRecord["links"] {
  const result: ProjectRecord["links"] = {};
  for (const key of ["live", "github", "codepen"] as const) {
    const value = links?.[key];
    if (value) result[key] = value;
  }
  return result;
}
