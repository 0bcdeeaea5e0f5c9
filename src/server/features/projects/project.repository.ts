import {
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from "kysely";
import {
  type Db,
  isPlainObject,
  isStringArray,
  readFlag,
  readJson,
  writeFlag,
  writeJson,
} from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import type { GalleryImage } from "#shared/projects/case-study.ts";
import { isProjectVisibility, type ProjectStatus, type ProjectVisibility } from "#shared/projects/rules.ts";
import type { ImageFocus, ProjectLinks } from "#shared/projects/schema.ts";
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
  /** public, unlisted or protected (decision 158); only public published projects are listed. */
  visibility: ProjectVisibility;
  /** The owner's manual gallery place; null: ordered by priority and date. Written only by `saveOrder`. */
  position?: number | null;
  imageFocus?: ImageFocus | null;
  /** The page's address, unique (decision 101). */
  slug: string;
  body: string;
  gallery: GalleryImage[];
  seoTitle: string;
  seoDescription: string;
  socialCard: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectFilter {
  /** Published and public only: what visitors' lists show (decision 158). */
  listedOnly: boolean;
  category?: string;
  search?: string;
  limit?: number;
  offset?: number;
}

type Row = Selectable<ProjectTable>;

export function toRecord(row: Row): ProjectRecord {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    image: row.image,
    video: row.video,
    technologies: readJson(row.technologies, [], isStringArray),
    features: readJson(row.features, [], isStringArray),
    links: readJson(row.links, {}, isPlainObject),
    duration: row.duration,
    status: row.status as ProjectStatus,
    priority: Number(row.priority),
    isActive: readFlag(row.is_active),
    // An unknown value is treated as the most private one.
    visibility: isProjectVisibility(row.visibility) ? row.visibility : "protected",
    position: row.position === null ? null : Number(row.position),
    imageFocus:
      row.image_focus_x === null || row.image_focus_y === null
        ? null
        : { x: Number(row.image_focus_x), y: Number(row.image_focus_y) },
    slug: row.slug ?? row.id,
    body: row.body,
    gallery: readJson(row.gallery, [], isGallery),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    socialCard: row.social_card,
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
  if (project.technologies !== undefined) row.technologies = writeJson(project.technologies);
  if (project.features !== undefined) row.features = writeJson(project.features);
  if (project.links !== undefined) row.links = writeJson(project.links);
  if (project.duration !== undefined) row.duration = project.duration;
  if (project.status !== undefined) row.status = project.status;
  if (project.priority !== undefined) row.priority = project.priority;
  if (project.isActive !== undefined) row.is_active = writeFlag(project.isActive);
  if (project.visibility !== undefined) row.visibility = project.visibility;
  if (project.imageFocus !== undefined) {
    row.image_focus_x = project.imageFocus?.x ?? null;
    row.image_focus_y = project.imageFocus?.y ?? null;
  }
  if (project.slug !== undefined) row.slug = project.slug;
  if (project.body !== undefined) row.body = project.body;
  if (project.gallery !== undefined) row.gallery = writeJson(project.gallery);
  if (project.seoTitle !== undefined) row.seo_title = project.seoTitle;
  if (project.seoDescription !== undefined) row.seo_description = project.seoDescription;
  if (project.socialCard !== undefined) row.social_card = project.socialCard;
  if (project.createdAt !== undefined) row.created_at = project.createdAt;
  if (project.updatedAt !== undefined) row.updated_at = project.updatedAt;
  return row;
}

function isGallery(value: unknown): value is GalleryImage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isPlainObject(item) &&
        typeof item.src === "string" &&
        typeof item.alt === "string" &&
        typeof item.caption === "string",
    )
  );
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The projects that are not in the Trash: every reader's starting point (decision 142). */
const liveProjects = (db: Db) => db.selectFrom("project").where("deleted_at", "is", null);

/**
 * The projects a visitor's list may show (decision 158): published and public. Unlisted and protected
 * pages are reached by their address alone: never in the gallery, neighbours, sitemap or résumé.
 */
const listedProjects = (db: Db) =>
  liveProjects(db).where("is_active", "=", 1).where("visibility", "=", "public");

function filtered(db: Db, filter: ProjectFilter) {
  let query = filter.listedOnly ? listedProjects(db) : liveProjects(db);
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
  return query;
}

export async function listProjects(db: Db, filter: ProjectFilter): Promise<ProjectRecord[]> {
  let query = filtered(db, filter)
    .selectAll()
    // Placed by hand first, in the owner's order (decision 061); then the specification's order.
    .orderBy(sql`case when ${sql.ref("position")} is null then 1 else 0 end`)
    .orderBy("position", "asc")
    .orderBy("priority", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "asc");
  if (filter.limit) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return (await query.execute()).map(toRecord);
}

/** Every listed project's id, slug and title, in the gallery's order (for the pages' neighbours). */
export async function listProjectLinks(db: Db): Promise<{ id: string; slug: string; title: string }[]> {
  const rows = await listedProjects(db)
    .select(["id", "slug", "title"])
    .orderBy(sql`case when ${sql.ref("position")} is null then 1 else 0 end`)
    .orderBy("position", "asc")
    .orderBy("priority", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug ?? row.id, title: row.title }));
}

/** How many projects match `filter` (its limit and offset aside). */
export async function countMatchingProjects(db: Db, filter: ProjectFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findProject(db: Db, id: string): Promise<ProjectRecord | undefined> {
  const row = await liveProjects(db).selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** A project whether or not it is in the Trash (an import replaces either). */
export async function findProjectEvenDeleted(db: Db, id: string): Promise<ProjectRecord | undefined> {
  const row = await db.selectFrom("project").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function insertProject(db: Db, project: ProjectRecord): Promise<void> {
  await db
    .insertInto("project")
    .values({ ...toRow(project), id: project.id } as Insertable<ProjectTable>)
    .execute();
}

/** Changes a project that is not in the Trash; false when there is none. */
export async function updateProject(db: Db, id: string, changes: Partial<ProjectRecord>): Promise<boolean> {
  const result = await db
    .updateTable("project")
    .set(toRow(changes))
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The ids of these projects that exist. */
export async function existingProjectIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await liveProjects(db)
    .select("id")
    .where("id", "in", [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The manual order: `ids` get places 1, 2, …; every other project loses its place. */
export async function saveProjectOrder(db: Db, ids: readonly string[]): Promise<void> {
  await db.updateTable("project").set({ position: null }).where("position", "is not", null).execute();
  for (const [index, id] of ids.entries())
    await db
      .updateTable("project")
      .set({ position: index + 1 })
      .where("id", "=", id)
      .execute();
}

/** Counts grouped by status and category, for the stats. */
export async function countProjects(
  db: Db,
  listedOnly: boolean,
): Promise<{ status: string; category: string; count: number }[]> {
  const query = (listedOnly ? listedProjects(db) : liveProjects(db))
    .select(["status", "category", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy(["status", "category"]);
  return (await query.execute()).map((row) => ({ ...row, count: Number(row.count) }));
}

/** The categories of listed projects, alphabetical. */
export async function listProjectCategories(db: Db): Promise<string[]> {
  const rows = await listedProjects(db)
    .select("category")
    .distinct()
    .where("category", "<>", "")
    .orderBy("category")
    .execute();
  return rows.map((row) => row.category);
}

export async function findProjectBySlug(db: Db, slug: string): Promise<ProjectRecord | undefined> {
  const row = await liveProjects(db).selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Runs `work` in one transaction: all of it lands or none of it. */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
