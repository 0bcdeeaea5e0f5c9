/**
 * WCAG 2 contrast between the configuration's hex colours (#rgb, #rrggbb or #rrggbbaa; alpha is
 * ignored: the page paints these colours opaque). Used by the server to pick readable ink for text
 * on a theme colour, and by Site Config to warn the owner about a pair that is hard to read.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The colour of a validated hex value; `null` for anything else. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio (1 to 21) of two hex colours; 21 when one cannot be read (nothing to warn about). */
export function contrastRatio(first: string, second: string): number {
  const a = parseHex(first);
  const b = parseHex(second);
  if (!a || !b) return 21;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Of the candidate inks, the one that reads best on `background` (the first one wins a tie). */
export function readableInk(background: string, candidates: readonly [string, ...string[]]): string {
  let best = candidates[0];
  for (const ink of candidates) {
    if (contrastRatio(ink, background) > contrastRatio(best, background)) best = ink;
  }
  return best;
}

/** WCAG AA minimums: 4.5:1 for body text, 3:1 for large text and for interface accents. */
export const wcagAa = { text: 4.5, large: 3 } as const;
