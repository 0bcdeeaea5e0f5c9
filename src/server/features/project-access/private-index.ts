import type { Db } from "#server/db/columns.ts";
import { listOtherContentTexts, listProjectsWithMedia } from "./project-access.repository.ts";

/**
 * What the public routes must know before answering from a cache or the media folder (decision 158):
 * which slugs are unlisted (answered `noindex`), which are protected (never from the shared cache),
 * and which media files only protected projects use (not served at `/media/` without access).
 * Read from the database on first use and again after every page change.
 */
export interface PrivateIndex {
  unlisted: Set<string>;
  protected: Set<string>;
  /** The protected projects' ids (the analytics name them for the owner alone). */
  protectedIds: Set<string>;
  /** Media stems (a file's name without extension or width suffix) used only by protected projects. */
  protectedMedia: Set<string>;
}

const mediaNamePattern = /\/media\/([A-Za-z0-9][A-Za-z0-9._-]{0,199})/g;

/** The media names a text mentions (`/media/<name>` anywhere in it). */
export function mediaNamesIn(text: string | null | undefined): string[] {
  return text ? [...text.matchAll(mediaNamePattern)].map((match) => match[1] as string) : [];
}

/** A file's stem: `abc.png`, `abc-480.webp` and `abc-480.avif` are all `abc`. */
export function mediaStem(name: string): string {
  return name.replace(/\.[A-Za-z0-9]+$/, "").replace(/-\d{2,5}$/, "");
}

export async function readPrivateIndex(db: Db): Promise<PrivateIndex> {
  const index: PrivateIndex = {
    unlisted: new Set(),
    protected: new Set(),
    protectedIds: new Set(),
    protectedMedia: new Set(),
  };
  const publicMedia = new Set<string>();
  for (const row of await listProjectsWithMedia(db)) {
    const slug = row.slug ?? row.id;
    const names = [row.image, row.video, row.gallery, row.body, row.social_card].flatMap(mediaNamesIn);
    if (row.visibility === "public") {
      for (const name of names) publicMedia.add(mediaStem(name));
      continue;
    }
    if (row.visibility === "unlisted") index.unlisted.add(slug);
    else {
      index.protected.add(slug);
      index.protectedIds.add(row.id);
      for (const name of names) index.protectedMedia.add(mediaStem(name));
    }
  }
  for (const text of await listOtherContentTexts(db))
    for (const name of mediaNamesIn(text)) publicMedia.add(mediaStem(name));
  // A file also shown by a public project, a section or the settings stays public. (Unlisted projects' media are public too: their
  // page is public to anyone with its address.)
  for (const stem of publicMedia) index.protectedMedia.delete(stem);
  return index;
}
