import { sql } from "kysely";
import type { Db } from "#server/db/columns.ts";

/** An uploaded file's address: `/media/` and a generated name (decision 012), not another host's path. */
const mediaAddress = /(?<![\w.:/-])\/media\/([A-Za-z0-9][A-Za-z0-9._-]*)/g;

/** The uploaded files an item names anywhere in its fields (cover, gallery, write-up, content). */
export function mediaUrlsIn(item: unknown): string[] {
  const names = new Set<string>();
  for (const match of JSON.stringify(item ?? null).matchAll(mediaAddress)) names.add(`/media/${match[1]}`);
  return [...names];
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: string, text: string) =>
  sql<boolean>`${sql.ref(column)} like ${containing(text)} escape '\\'`;

/**
 * Which of these files something kept still names: any project, post or section (in the Trash or not), the
 * site configuration or a stored setting (the résumé's upload). Files named only by the versions of
 * other items are not looked for (decision 142).
 */
export async function mediaStillUsed(db: Db, urls: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (const url of urls) {
    const name = url.slice("/media/".length);
    const project = await db
      .selectFrom("project")
      .select("id")
      .where((eb) =>
        eb.or(["image", "video", "gallery", "body", "social_card"].map((column) => like(column, name))),
      )
      .limit(1)
      .executeTakeFirst();
    const post =
      project ??
      (await db
        .selectFrom("post")
        .select("id")
        .where((eb) => eb.or(["cover", "body"].map((column) => like(column, name))))
        .limit(1)
        .executeTakeFirst());
    const section =
      post ??
      (await db
        .selectFrom("content_section")
        .select("id")
        .where(like("content", name))
        .limit(1)
        .executeTakeFirst());
    const config =
      section ??
      (await db
        .selectFrom("site_config")
        .select("id")
        .where(like("config", name))
        .limit(1)
        .executeTakeFirst());
    const setting =
      config ??
      (await db
        .selectFrom("app_setting")
        .select("key")
        .where(like("value", name))
        .limit(1)
        .executeTakeFirst());
    if (setting) used.add(url);
  }
  return used;
}
