import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import type { DB } from "#server/db/schema.ts";
import { invalid } from "#server/errors.ts";
import { projectDefaults, projectLimits, projectStatuses } from "#shared/projects/rules.ts";
import { type ProjectLinks, projectCreateSchema } from "#shared/projects/schema.ts";
import {
  findProjectEvenDeleted,
  insertProject,
  inTransaction,
  type ProjectRecord,
  updateProject,
} from "./project.repository.ts";
import { newProjectId } from "./project-id.ts";
import { changeSlug, chooseSlugs } from "./project-slugs.ts";
import { markProjectDeleted } from "./project-trash.repository.ts";

/**
 * Maps the project documents the specification describes (as exported by the original's document store, or by Folio)
 * to projects: id from `$id`, `id`, `_id` (text, a whole number, or `{ "$oid": text }`); image from
 * `image`, `imageUrl`; video from `video`, `videoUrl`; links as an object or JSON text (unparsable → {});
 * status from `status`, `progress`; the specification's defaults.
 */
type Doc = Record<string, unknown>;

const first = (doc: Doc, keys: string[]) => {
  for (const key of keys) if (doc[key] !== undefined && doc[key] !== null && doc[key] !== "") return doc[key];
  return undefined;
};

/** The fields of `keys` that `doc` has (null and "" for a slug count as absent). */
function optional(doc: Doc, keys: string[]): Doc {
  const result: Doc = {};
  for (const key of keys) {
    const value = doc[key];
    if (value === undefined || value === null) continue;
    if (key === "slug" && value === "") continue;
    result[key] = value;
  }
  return result;
}

function links(value: unknown): ProjectLinks {
  let parsed = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const result: ProjectLinks = {};
  for (const key of ["live", "github", "codepen"] as const) {
    const link = (parsed as Doc)[key];
    if (typeof link === "string" && link.trim()) result[key] = link.trim();
  }
  return result;
}

/** A list given as an array, or as comma-separated text. */
function list(value: unknown): unknown {
  if (typeof value === "string")
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  if (Array.isArray(value))
    return value.map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "");
  return value;
}

function status(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[-_\s]+/g, " ");
  return projectStatuses.find((name) => name.toLowerCase() === key) ?? value;
}

function priority(value: unknown): unknown {
  if (typeof value === "string" && /^\s*-?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return value;
}

function active(value: unknown): unknown {
  if (value === 1 || value === "true") return true;
  if (value === 0 || value === "false") return false;
  return value;
}

const timestamp = z.iso.datetime({ offset: true, error: "createdAt must be an ISO-8601 date and time" });
const idSchema = z
  .string({ error: 'id must be text, a whole number or a { "$oid": text } object' })
  .trim()
  .min(1, "id must not be blank")
  .max(100, "id must be at most 100 characters");

/** The id given as text, a whole number (its decimal text) or a Mongo export's `{ "$oid": text }`. */
function importedId(value: unknown): { id: string } | { reason: string } {
  let text = value;
  if (typeof value === "number" && Number.isInteger(value)) {
    if (!Number.isSafeInteger(value))
      return { reason: "id is too large a number to keep exactly; give it as text" };
    text = String(value);
  } else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const oid = (value as Doc).$oid;
    if (Object.keys(value).length === 1 && typeof oid === "string") text = oid;
  }
  const parsed = idSchema.safeParse(text);
  return parsed.success
    ? { id: parsed.data }
    : { reason: parsed.error.issues[0]?.message ?? "id is invalid" };
}

/** Turns one document into a project, or throws a 400 naming its index and the reason. */
export function importedProject(doc: unknown, index: number, now: string): ProjectRecord {
  const fail = (reason: string) => invalid(`Project at index ${index}: ${reason}`);
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) throw fail("must be an object");
  const d = doc as Doc;
  const candidate = {
    title: d.title ?? "",
    description: d.description ?? "",
    category: d.category ?? "",
    image: first(d, ["image", "imageUrl"]) ?? null,
    video: first(d, ["video", "videoUrl"]) ?? null,
    technologies: list(d.technologies ?? []),
    features: list(d.features ?? []),
    links: links(d.links),
    ...(d.imageFocus ? { imageFocus: d.imageFocus } : {}),
    duration: first(d, ["duration"]) ?? projectDefaults.duration,
    status: status(first(d, ["status", "progress"]) ?? projectDefaults.status),
    priority: priority(d.priority ?? projectDefaults.priority),
    isActive: active(d.isActive ?? projectDefaults.isActive),
    // The case-study fields (decision 101); exports made before them have none.
    ...optional(d, ["slug", "body", "gallery", "seoTitle", "seoDescription", "socialCard", "visibility"]),
  };
  const parsed = projectCreateSchema.safeParse(candidate);
  if (!parsed.success) throw fail([...new Set(parsed.error.issues.map((issue) => issue.message))].join(", "));
  const rawId = first(d, ["$id", "id", "_id"]);
  const id = rawId === undefined ? { id: newProjectId() } : importedId(rawId);
  if ("reason" in id) throw fail(id.reason);
  const created = timestamp.safeParse(first(d, ["$createdAt", "createdAt"]) ?? now);
  if (!created.success) throw fail("createdAt must be an ISO-8601 date and time");
  const updated = timestamp.safeParse(first(d, ["$updatedAt", "updatedAt"]) ?? created.data);
  if (!updated.success) throw fail("updatedAt must be an ISO-8601 date and time");
  const p = parsed.data;
  return {
    id: id.id,
    title: p.title,
    description: p.description,
    category: p.category,
    image: p.image ?? null,
    video: p.video ?? null,
    technologies: p.technologies ?? [],
    features: p.features ?? [],
    links: p.links ?? {},
    duration: p.duration || projectDefaults.duration,
    status: p.status ?? projectDefaults.status,
    priority: p.priority ?? projectDefaults.priority,
    isActive: p.isActive ?? projectDefaults.isActive,
    visibility: p.visibility ?? "public",
    imageFocus: p.imageFocus ?? null,
    slug: p.slug ?? "",
    body: p.body ?? "",
    gallery: p.gallery ?? [],
    seoTitle: p.seoTitle ?? "",
    seoDescription: p.seoDescription ?? "",
    socialCard: p.socialCard ?? null,
    createdAt: new Date(created.data).toISOString(),
    updatedAt: new Date(updated.data).toISOString(),
  };
}

export interface ImportResult {
  imported: number;
  created: number;
  updated: number;
}

/**
 * Imports project documents, all or nothing: every document is checked before anything is written;
 * existing ids are replaced (keeping their slug when the document has none).
 */
export async function importProjects(
  db: Kysely<DB>,
  documents: unknown[],
  now: string,
  /** Runs after each project is written, in the import's transaction (its history). */
  written?: (trx: Transaction<DB>, id: string, before: ProjectRecord | undefined) => Promise<void>,
): Promise<ImportResult> {
  if (documents.length > projectLimits.importMax) {
    throw invalid(`An import holds at most ${projectLimits.importMax} projects`);
  }
  const seen = new Set<string>();
  const records = documents.map((doc, index) => {
    const record = importedProject(doc, index, now);
    if (seen.has(record.id)) throw invalid(`Project at index ${index}: id ${record.id} appears twice`);
    seen.add(record.id);
    return record;
  });
  return inTransaction(db, async (trx) => {
    let created = 0;
    const existing = new Map<string, ProjectRecord>();
    for (const record of records) {
      // One in the Trash is replaced too, and leaves it (decision 142).
      const found = await findProjectEvenDeleted(trx, record.id);
      if (found) existing.set(record.id, found);
    }
    // A document without a slug keeps the project's own, or gets one from its title.
    const slugs = await chooseSlugs(
      trx,
      records.map((record) => ({
        id: record.id,
        title: record.title,
        slug: record.slug || existing.get(record.id)?.slug,
      })),
    );
    for (const record of records) {
      record.slug = slugs.get(record.id) ?? record.slug;
      const found = existing.get(record.id);
      if (found) {
        await changeSlug(trx, record.id, found.slug, record.slug, now);
        await markProjectDeleted(trx, record.id, null);
        await updateProject(trx, record.id, record);
      } else {
        await insertProject(trx, record);
        created += 1;
      }
      await written?.(trx, record.id, found);
    }
    return { imported: records.length, created, updated: records.length - created };
  });
}
