import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";

/** What `POST /api/media` answers: the stored file's URL and, for images, dimensions and WebP variants. */
export const mediaUploadSchema = z.object({
  id: z.string(),
  kind: z.enum(["image", "video"]),
  url: z.string(),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  srcset: z.string().nullable(),
});
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/** One file of the media library: what was uploaded, newest first. */
export const mediaItemSchema = mediaUploadSchema.extend({ createdAt: z.string() });
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** How many files the library lists at most (the newest). */
export const mediaLibraryLimit = 120;

export const mediaEndpoints = {
  /** Multipart, one file in any field; the browser sends it with progress (lib/upload.ts), not `call()`. */
  upload: endpoint({ method: "POST", path: "/api/media", response: mediaUploadSchema, status: 201 }),
  /**
   * The media library: the newest `mediaLibraryLimit` uploaded files, optionally of one kind, and how
   * many there are in all (the picker says when it shows only the newest).
   */
  list: endpoint({
    method: "GET",
    path: "/api/media",
    query: z.object({
      kind: z.enum(["image", "video"], { error: "Kind must be image or video" }).optional(),
    }),
    response: z.object({ items: z.array(mediaItemSchema), total: z.number() }),
  }),
};
