import type { MediaService } from "#server/features/media/media.service.ts";
import type { ImageSize } from "./markdown-plugins.ts";
import type { ImageSizesLookup } from "./render-markdown.ts";

/**
 * Image sizes from the media library for `renderMarkdown`, in one query: an uploaded image's stored
 * width and height (no layout shift); an outside address or an unknown file has none.
 */
export function mediaImageSizes(media: Pick<MediaService, "imageAssets">): ImageSizesLookup {
  return async (paths) => {
    const sizes: Record<string, ImageSize> = {};
    for (const [path, asset] of await media.imageAssets(paths))
      sizes[path] = { width: asset.width, height: asset.height };
    return sizes;
  };
}
