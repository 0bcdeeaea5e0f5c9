import type { Db } from "#server/db/columns.ts";
import { conflict } from "#server/errors.ts";
import {
  rememberSlug,
  slugOwners,
  slugsLike,
  postSlugTables as t,
} from "#server/features/slugs/slug-history.repository.ts";
import { postFallbackSlug, postMessages } from "#shared/posts/rules.ts";
import { slugify, uniqueSlug } from "#shared/projects/slug.ts";

/**
 * A post's slug follows the projects' rules (decision 101, shared by decision 159): made once from the
 * title, a slug belongs to one post for good (live or as an earlier address answered with a 301), and
 * a post may take back one of its own earlier slugs. Posts and projects have separate addresses
 * (`/writing/…` and `/projects/…`), so a post may share a slug with a project.
 */
export async function choosePostSlug(db: Db, id: string, title: string, requested?: string): Promise<string> {
  if (requested) {
    const owner = (await slugOwners(db, t, [requested])).get(requested);
    if (owner !== undefined && owner !== id) throw conflict(postMessages.slugTaken(requested));
    return requested;
  }
  const base = slugify(title) || postFallbackSlug(id);
  const owners = await slugsLike(db, t, base);
  return uniqueSlug(base, (slug) => {
    const owner = owners.get(slug);
    return owner !== undefined && owner !== id;
  });
}

/** Moves `id` from `previous` to `next`: the previous address then answers a 301. */
export async function changePostSlug(db: Db, id: string, previous: string, next: string, now: string) {
  if (previous === next) return;
  await rememberSlug(db, t, id, previous, next, now);
}
