import { contrastRatio, parseHex, readableInk, wcagAa } from "./color-contrast.ts";
import type { ThemeConfig } from "./schema.ts";
import { accentFollowsPrimary, headlineAccent, lightSectionInks, primaryInks } from "./theme-accent.ts";

/** The theme's colour fields (the switch beside them is not a colour). */
export type ThemeColour = Exclude<keyof ThemeConfig, "accentFollowsPrimary">;

/** A text/background pair of the theme that reads below WCAG AA, and the nearest colour that passes. */
export interface ContrastIssue {
  /** Which pair (stable: a key for lists and tests). */
  pair: ContrastPairId;
  /** The colour field a fix changes. */
  adjust: ThemeColour;
  ratio: number;
  minimum: number;
  message: string;
  /** The colour of `adjust` nearest to the owner's that passes (same hue and saturation); null when none does. */
  suggestion: string | null;
}

export type ContrastPairId = "text" | "primary" | "accent" | "button" | "light" | "light-accent";

interface Pair {
  id: ContrastPairId;
  what: string;
  minimum: number;
  /** The owner's colour a fix moves (the text's, or the surface's where the text is derived from it). */
  adjust: (theme: ThemeConfig) => ThemeColour;
  text: (theme: ThemeConfig) => string;
  surface: (theme: ThemeConfig) => string;
}

/** `a` mixed with `b` as CSS `color-mix(in srgb, a share, b)` does. */
export function mixHex(a: string, b: string, share: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return a;
  const channel = (p: number, q: number) =>
    Math.round(p * share + q * (1 - share))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(x.r, y.r)}${channel(x.g, y.g)}${channel(x.b, y.b)}`;
}

const lightInk = (theme: ThemeConfig) => readableInk(theme.backgroundColor, lightSectionInks);
const accentField = (theme: ThemeConfig): ThemeColour =>
  accentFollowsPrimary(theme) ? "primaryColor" : "themeTextColor";

/**
 * Every pair the public page paints text in, with what it needs (WCAG AA): 4.5:1 for text, 3:1 for
 * the big headline type. Inks the page derives (on the Primary Color, on the light sections) are
 * checked too: for a mid-tone colour neither ink reaches 4.5:1, and the fix then moves that colour.
 * Text Secondary Color is used by the sign-in screens only, not by the public page.
 */
const pairs: Pair[] = [
  {
    id: "text",
    what: "Text Color on Background Black (the dark sections' text)",
    minimum: wcagAa.text,
    adjust: () => "textColor",
    text: (theme) => theme.textColor,
    surface: (theme) => theme.backgroundBlack,
  },
  {
    id: "primary",
    what: "Primary Color on Background Black (links, dates, taglines)",
    minimum: wcagAa.text,
    adjust: () => "primaryColor",
    text: (theme) => theme.primaryColor,
    surface: (theme) => theme.backgroundBlack,
  },
  {
    id: "accent",
    what: "The headline accent on Background Black (the hero's second word)",
    minimum: wcagAa.large,
    adjust: accentField,
    text: headlineAccent,
    surface: (theme) => theme.backgroundBlack,
  },
  {
    id: "button",
    what: "Button text on Primary Color (buttons, menu, footer)",
    minimum: wcagAa.text,
    adjust: () => "primaryColor",
    text: (theme) => readableInk(theme.primaryColor, primaryInks),
    surface: (theme) => theme.primaryColor,
  },
  {
    id: "light",
    what: "Text on Background Color (the light sections)",
    minimum: wcagAa.text,
    adjust: () => "backgroundColor",
    text: lightInk,
    surface: (theme) => theme.backgroundColor,
  },
  {
    id: "light-accent",
    what: "The Services heading's accent line on Background Color",
    minimum: wcagAa.large,
    adjust: accentField,
    text: (theme) => mixHex(headlineAccent(theme), lightInk(theme), 0.62),
    surface: (theme) => theme.backgroundColor,
  },
];

const ratioOf = (pair: Pair, theme: ThemeConfig) => contrastRatio(pair.text(theme), pair.surface(theme));

/** A theme with `field` set to `value`; the accent keeps following the Primary Color or not, as it did. */
function withColour(theme: ThemeConfig, field: ThemeColour, value: string): ThemeConfig {
  return { ...theme, accentFollowsPrimary: accentFollowsPrimary(theme), [field]: value };
}

/**
 * The colour nearest to the owner's for `field` that makes `pair` pass: the same hue and saturation,
 * lightness moved in 0.5 % steps towards whichever side passes first (lighter or darker). Preferably
 * one that also passes every other pair the same field takes part in (the Primary Color is both a text
 * colour and a button's surface), else one that passes this pair. Null when no lightness passes (then
 * the other colour of the pair has to move).
 */
export function nearestPassing(theme: ThemeConfig, pairId: ContrastPairId): string | null {
  const pair = pairs.find((candidate) => candidate.id === pairId);
  if (!pair) return null;
  const field = pair.adjust(theme);
  const related = pairs.filter((other) => other.adjust(theme) === field);
  return (
    searchLightness(theme, field, (candidate) =>
      related.every((other) => ratioOf(other, candidate) >= other.minimum),
    ) ?? searchLightness(theme, field, (candidate) => ratioOf(pair, candidate) >= pair.minimum)
  );
}

function searchLightness(
  theme: ThemeConfig,
  field: ThemeColour,
  passes: (candidate: ThemeConfig) => boolean,
): string | null {
  const hsl = toHsl(theme[field]);
  if (!hsl) return null;
  for (let step = 1; step <= 200; step += 1) {
    for (const direction of [1, -1]) {
      const lightness = hsl.l + (direction * step) / 200;
      if (lightness < 0 || lightness > 1) continue;
      const colour = fromHsl({ ...hsl, l: lightness });
      if (passes(withColour(theme, field, colour))) return colour;
    }
  }
  return null;
}

/** The theme's pairs below WCAG AA, each with a sentence for the owner and the nearest passing colour. */
export function themeContrastIssues(theme: ThemeConfig): ContrastIssue[] {
  return pairs.flatMap((pair) => {
    const ratio = ratioOf(pair, theme);
    if (ratio >= pair.minimum) return [];
    const shown = Math.floor(ratio * 100) / 100;
    return [
      {
        pair: pair.id,
        adjust: pair.adjust(theme),
        ratio,
        minimum: pair.minimum,
        message: `${pair.what}: contrast ${shown.toFixed(2)}:1 is below WCAG AA (${pair.minimum}:1); some visitors will struggle to read it.`,
        suggestion: nearestPassing(theme, pair.id),
      },
    ];
  });
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl(hex: string): Hsl | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const [r, g, b] = [rgb.r / 255, rgb.g / 255, rgb.b / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function fromHsl({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (value: number) =>
    Math.round(Math.min(1, Math.max(0, value + m)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}
