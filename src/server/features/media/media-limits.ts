import { mediaMaxBytes } from "#shared/media/rules.ts";

/** Upload limits (the shared ones the upload field checks too) and the image variant widths. */
export const mediaLimits = {
  imageBytes: mediaMaxBytes.image,
  videoBytes: mediaMaxBytes.video,
  variantWidths: [480, 960, 1600],
} as const;

export const mediaMessages = {
  unsupported: "Only JPEG, PNG, WebP, AVIF or GIF images and MP4 or WebM videos can be uploaded",
  notMultipart: "Send the file as multipart/form-data",
  notAnImage: "Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded here",
  noFile: "Choose a file to upload",
  imageTooLarge: "Images must be at most 10 MB",
  videoTooLarge: "Videos must be at most 100 MB",
  unreadableImage: "The image could not be read. Try another file.",
} as const;

/** Megabytes for messages: "10.5 MB". */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;
