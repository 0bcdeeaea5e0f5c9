/** Upload limits (issue: images up to 10 MB, videos up to 100 MB) and the image variant widths. */
export const mediaLimits = {
  imageBytes: 10 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  variantWidths: [480, 960, 1600],
} as const;

export const mediaMessages = {
  unsupported: "Only JPEG, PNG, WebP, AVIF or GIF images and MP4 or WebM videos can be uploaded",
  notMultipart: "Send the file as multipart/form-data",
  noFile: "Choose a file to upload",
  imageTooLarge: "Images must be at most 10 MB",
  videoTooLarge: "Videos must be at most 100 MB",
  unreadableImage: "The image could not be read. Try another file.",
} as const;
