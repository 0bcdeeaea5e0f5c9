import type { Kysely, Selectable } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { ImageAsset } from "#shared/projects.ts";
import type { MediaTable } from "./media.table.ts";

export interface MediaVariant {
  width: number;
  height: number;
  url: string;
}

export interface MediaRecord {
  id: string;
  kind: "image" | "video";
  mimeType: string;
  fileName: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  createdAt: string;
}

function toRecord(row: Selectable<MediaTable>): MediaRecord {
  let variants: MediaVariant[] = [];
  try {
    const parsed: unknown = JSON.parse(row.variants);
    if (Array.isArray(parsed)) variants = parsed as MediaVariant[];
  } catch {
    variants = [];
  }
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    fileName: row.file_name,
    url: row.url,
    size: Number(row.size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    variants,
    createdAt: row.created_at,
  };
}

/** `srcset` text for an image's WebP variants, narrowest first. */
export function srcsetOf(variants: readonly MediaVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

/** Every query on the `media` table. */
export class MediaRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(media: MediaRecord): Promise<void> {
    await this.db
      .insertInto("media")
      .values({
        id: media.id,
        kind: media.kind,
        mime_type: media.mimeType,
        file_name: media.fileName,
        url: media.url,
        size: media.size,
        width: media.width,
        height: media.height,
        variants: JSON.stringify(media.variants),
        created_at: media.createdAt,
      })
      .execute();
  }

  async findByUrls(urls: readonly string[]): Promise<MediaRecord[]> {
    if (urls.length === 0) return [];
    const rows = await this.db
      .selectFrom("media")
      .selectAll()
      .where("url", "in", [...urls])
      .execute();
    return rows.map(toRecord);
  }

  /** Width, height and srcset for each uploaded image among `urls`, keyed by URL. */
  async imageAssets(urls: readonly string[]): Promise<Map<string, ImageAsset>> {
    const local = [...new Set(urls.filter((url) => url.startsWith("/media/")))];
    const assets = new Map<string, ImageAsset>();
    for (const media of await this.findByUrls(local)) {
      if (media.kind === "image" && media.width && media.height) {
        assets.set(media.url, { width: media.width, height: media.height, srcset: srcsetOf(media.variants) });
      }
    }
    return assets;
  }
}
