/**
 * What the card's fonts can draw: Latin and Latin Extended letters with their accents, punctuation,
 * currency and letter-like symbols (the @fontsource latin and latin-ext subsets), Hebrew and Arabic.
 * Emoji and scripts no card font has are left out rather than drawn as empty boxes.
 */
const drawableRanges: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0x24f],
  [0x259, 0x259],
  [0x2b0, 0x36f],
  [0x1e00, 0x1eff],
  [0x2000, 0x200a],
  [0x2010, 0x2027],
  [0x202f, 0x205e],
  [0x20a0, 0x20cf],
  [0x2100, 0x214f],
  [0x2190, 0x21ff],
  [0x2212, 0x2212],
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
  [0x0591, 0x05f4],
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb1d, 0xfb4f],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfefc],
];

const drawable = (character: string): boolean => {
  const code = character.codePointAt(0) ?? 0;
  return drawableRanges.some(([low, high]) => code >= low && code <= high);
};

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** `value` as the card draws it: undrawable characters and emoji dropped, spaces collapsed, trimmed. */
export function cardText(value: string): string {
  return Array.from(value.normalize("NFC"))
    .map((character) => (drawable(character) ? character : " "))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether `value` is written right to left (its first strong letter is a right-to-left one). */
export function isRightToLeft(value: string): boolean {
  const firstStrong = value.match(/[\p{L}]/u)?.[0];
  return firstStrong !== undefined && rightToLeft.test(firstStrong);
}
