/** Names a stored media file may have: the generated names uploads get, never a path. */
export const storedNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The type of a stored file, from its generated extension (as the local files are served). */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[extension] ?? "application/octet-stream";
}

const contentTypes: Record<string, string> = {
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
};
