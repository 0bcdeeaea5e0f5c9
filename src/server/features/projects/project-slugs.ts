import type { Db } from "#server/db/columns.ts";
import { conflict } from "#server/errors.ts";
import { slugFromTitle, slugMessages, uniqueSlug } from "#shared/projects/slug.ts";
import { rememberSlug, slugOwners, slugsLike } from "./project-slug.repository.ts";

/**
 * The slug rules (decision 101): a slug belongs to one project, live or as an earlier address (which
 * answers a 301 forever), so no other project may take it. A project may take back its own old slug.
 */

/** `requested` for `projectId` (409 when another project holds it), or a free one made from `title`. */
export async function chooseSlug(
  db: Db,
  projectId: string,
  title: string,
  requested: string | undefined,
): Promise<string> {
  if (requested) {
    const owner = (await slugOwners(db, [requested])).get(requested);
    if (owner !== undefined && owner !== projectId) throw conflict(slugMessages.taken(requested));
    return requested;
  }
  const base = slugFromTitle(title, projectId);
  const owners = await slugsLike(db, base);
  return uniqueSlug(base, (slug) => {
    const owner = owners.get(slug);
    return owner !== undefined && owner !== projectId;
  });
}

/** Moves `projectId` from `previous` to `next`: the previous address then answers a 301. */
export async function changeSlug(db: Db, projectId: string, previous: string, next: string, now: string) {
  if (previous === next) return;
  await rememberSlug(db, projectId, previous, next, now);
}

/** Free slugs for several new projects at once (an import), none equal to another's. */
export async function chooseSlugs(
  db: Db,
  wanted: readonly { id: string; title: string; slug?: string }[],
): Promise<Map<string, string>> {
  const chosen = new Map<string, string>();
  const claimed = new Map<string, string>();
  for (const item of wanted) {
    const base = item.slug ?? slugFromTitle(item.title, item.id);
    const owners = await slugsLike(db, base);
    const slug = uniqueSlug(base, (candidate) => {
      const owner = claimed.get(candidate) ?? owners.get(candidate);
      return owner !== undefined && owner !== item.id;
    });
    claimed.set(slug, item.id);
    chosen.set(item.id, slug);
  }
  return chosen;
}
