import { contrastRatio, wcagAa } from "./color-contrast.ts";
import type { ThemeConfig } from "./schema.ts";

/** A text/background pair of the theme that reads below WCAG AA. */
export interface ContrastIssue {
  foreground: keyof ThemeConfig;
  background: keyof ThemeConfig;
  ratio: number;
  minimum: number;
  message: string;
}

/**
 * The pairs the public page paints on each other, with what each needs: body text 4.5:1, the
 * headline accents (large type) and the primary accent on the dark sections 3:1. The readable ink on
 * the primary colour and on the light background is derived by the page, so it is not the owner's
 * choice and not checked here; the page paints nothing in Text Secondary Color today.
 */
const pairs: {
  foreground: keyof ThemeConfig;
  background: keyof ThemeConfig;
  minimum: number;
  what: string;
}[] = [
  {
    foreground: "textColor",
    background: "backgroundBlack",
    minimum: wcagAa.text,
    what: "Text Color on Background Black",
  },
  {
    foreground: "themeTextColor",
    background: "backgroundBlack",
    minimum: wcagAa.large,
    what: "Theme Text Color (headline accents) on Background Black",
  },
  {
    foreground: "primaryColor",
    background: "backgroundBlack",
    minimum: wcagAa.large,
    what: "Primary Color (links and accents) on Background Black",
  },
];

/** The theme's pairs below WCAG AA, each with a sentence for the owner. */
export function themeContrastIssues(theme: ThemeConfig): ContrastIssue[] {
  return pairs.flatMap(({ foreground, background, minimum, what }) => {
    const ratio = contrastRatio(theme[foreground], theme[background]);
    if (ratio >= minimum) return [];
    const shown = Math.floor(ratio * 100) / 100;
    return [
      {
        foreground,
        background,
        ratio,
        minimum,
        message: `${what}: contrast ${shown.toFixed(2)}:1 is below WCAG AA (${minimum}:1); some visitors will struggle to read it.`,
      },
    ];
  });
}
