/** What the upload fields accept (the server decides from the file's bytes; this only filters the picker). */
export const mediaAccept = {
  image: "image/jpeg,image/png,image/webp,image/avif,image/gif",
  video: "video/mp4,video/webm",
} as const;

/** Upload size limits: images up to 10 MB, videos up to 100 MB. */
export const mediaMaxBytes = { image: 10 * 1024 * 1024, video: 100 * 1024 * 1024 } as const;
