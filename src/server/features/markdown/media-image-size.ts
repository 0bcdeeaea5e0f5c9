import type { MediaService } from "#server/features/media/media.service.ts";
import type { ImageSizeLookup } from "./markdown-plugins.ts";

/**
 * Image sizes from the media library for `renderMarkdown`: an uploaded image's stored width and
 * height (no layout shift); an outside address or an unknown file has none.
 */
export function mediaImageSize(media: Pick<MediaService, "imageAssets">): ImageSizeLookup {
  return async (src) => {
    const path = src.split(/[?#]/)[0] ?? src;
    if (!path.startsWith("/media/")) return undefined;
    const asset = (await media.imageAssets([path])).get(path);
    return asset ? { width: asset.width, height: asset.height } : undefined;
  };
}
