import type { Db } from "#server/db/columns.ts";
import * as slugs from "#server/features/slugs/slug-history.repository.ts";

/** The slugs of projects: live ones (`project.slug`) and earlier ones (`project_slug_history`). */
const t = slugs.projectSlugTables;

/** The project an earlier address belonged to (its id), if any. */
export const findSlugHistory = (db: Db, slug: string) => slugs.findSlugHistory(db, t, slug);

/** Which of these slugs are used (live or as an earlier address), with the project that holds each. */
export const slugOwners = (db: Db, list: readonly string[]) => slugs.slugOwners(db, t, list);

/** Every slug in use that starts with `base` (live or earlier), to pick the next free `-n`. */
export const slugsLike = (db: Db, base: string) => slugs.slugsLike(db, t, base);

/** Keeps `slug` as an earlier address of `projectId` (answered with a 301), and frees `current` of history. */
export const rememberSlug = (db: Db, projectId: string, slug: string, current: string, now: string) =>
  slugs.rememberSlug(db, t, projectId, slug, current, now);
