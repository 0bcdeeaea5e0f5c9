import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { ProjectStatus } from "#shared/project-rules.ts";
import type { ProjectLinks } from "#shared/projects.ts";
import type { ProjectTable } from "./project.table.ts";

/** A project as the server holds it, before media details are attached. */
export interface ProjectRecord {
  id: string;
  title: string;
  description: string;
  category: string;
  image: string | null;
  video: string | null;
  technologies: string[];
  features: string[];
  links: ProjectLinks;
  duration: string;
  status: ProjectStatus;
  priority: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectFilter {
  activeOnly: boolean;
  category?: string;
  search?: string;
  limit?: number;
}

type Row = Selectable<ProjectTable>;
type Db = Kysely<DB> | Transaction<DB>;

function parseJson<T>(text: string, fallback: T, accept: (value: unknown) => boolean): T {
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

const isStringArray = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === "string");
const isPlainObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function toRecord(row: Row): ProjectRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    image: row.image,
    video: row.video,
    technologies: parseJson(row.technologies, [], isStringArray),
    features: parseJson(row.features, [], isStringArray),
    links: parseJson(row.links, {}, isPlainObject),
    duration: row.duration,
    status: row.status as ProjectStatus,
    priority: Number(row.priority),
    isActive: Number(row.is_active) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(project: Partial<ProjectRecord>): Updateable<ProjectTable> {
  const row: Updateable<ProjectTable> = {};
  if (project.title !== undefined) row.title = project.title;
  if (project.description !== undefined) row.description = project.description;
  if (project.category !== undefined) row.category = project.category;
  if (project.image !== undefined) row.image = project.image;
  if (project.video !== undefined) row.video = project.video;
  if (project.technologies !== undefined) row.technologies = JSON.stringify(project.technologies);
  if (project.features !== undefined) row.features = JSON.stringify(project.features);
  if (project.links !== undefined) row.links = JSON.stringify(project.links);
  if (project.duration !== undefined) row.duration = project.duration;
  if (project.status !== undefined) row.status = project.status;
  if (project.priority !== undefined) row.priority = project.priority;
  if (project.isActive !== undefined) row.is_active = project.isActive ? 1 : 0;
  if (project.createdAt !== undefined) row.created_at = project.createdAt;
  if (project.updatedAt !== undefined) row.updated_at = project.updatedAt;
  return row;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every query on the `project` table. */
export class ProjectRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(filter: ProjectFilter): Promise<ProjectRecord[]> {
    let query = this.db.selectFrom("project").selectAll();
    if (filter.activeOnly) query = query.where("is_active", "=", 1);
    if (filter.category) query = query.where("category", "=", filter.category);
    if (filter.search) {
      const pattern = likePattern(filter.search);
      query = query.where((eb) =>
        eb.or(
          (["title", "description", "category"] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    query = query.orderBy("priority", "desc").orderBy("created_at", "desc").orderBy("id", "asc");
    if (filter.limit) query = query.limit(filter.limit);
    return (await query.execute()).map(toRecord);
  }

  async find(id: string, db: Db = this.db): Promise<ProjectRecord | undefined> {
    const row = await db.selectFrom("project").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async insert(project: ProjectRecord, db: Db = this.db): Promise<void> {
    await db
      .insertInto("project")
      .values({ ...toRow(project), id: project.id } as Insertable<ProjectTable>)
      .execute();
  }

  async update(id: string, changes: Partial<ProjectRecord>, db: Db = this.db): Promise<boolean> {
    const result = await db
      .updateTable("project")
      .set(toRow(changes))
      .where("id", "=", id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async remove(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("project").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Counts grouped by status and category, for the stats. */
  async counts(activeOnly: boolean): Promise<{ status: string; category: string; count: number }[]> {
    let query = this.db
      .selectFrom("project")
      .select(["status", "category", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy(["status", "category"]);
    if (activeOnly) query = query.where("is_active", "=", 1);
    return (await query.execute()).map((row) => ({ ...row, count: Number(row.count) }));
  }

  async categories(): Promise<string[]> {
    const rows = await this.db
      .selectFrom("project")
      .select("category")
      .distinct()
      .where("is_active", "=", 1)
      .where("category", "<>", "")
      .orderBy("category")
      .execute();
    return rows.map((row) => row.category);
  }

  /** Runs `work` in one transaction: all of it lands or none of it. */
  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
