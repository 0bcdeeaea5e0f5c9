import { createContext, useContext } from "react";
import type { PublicSiteConfig } from "#shared/site-config/public-config.ts";

/**
 * What the public page's pictures take from the site configuration (performance and layout),
 * provided once by the home page and read by each picture (decision 030).
 */
export interface ImageSettings {
  /** `performance.enableLazyLoading`: pictures below the fold wait until they are near. */
  lazyLoading: boolean;
  /** `performance.enableImageOptimization`: uploads offer their responsive WebP variants (srcset). */
  responsiveImages: boolean;
  /** `layout.mobileBreakpoint`: at or below it the gallery shows two columns. */
  mobileBreakpoint: number;
}

export function imageSettingsOf({ performance, layout }: PublicSiteConfig): ImageSettings {
  return {
    lazyLoading: performance.enableLazyLoading,
    responsiveImages: performance.enableImageOptimization,
    mobileBreakpoint: layout.mobileBreakpoint,
  };
}

export const ImageSettingsContext = createContext<ImageSettings | null>(null);

export function useImageSettings(): ImageSettings {
  const settings = useContext(ImageSettingsContext);
  if (!settings) throw new Error("The public page's pictures need an ImageSettingsContext");
  return settings;
}

/** The `loading` attribute: lazy below the fold while lazy loading is on, otherwise eager. */
export function imageLoading(settings: ImageSettings, eager = false): "lazy" | "eager" {
  return settings.lazyLoading && !eager ? "lazy" : "eager";
}
