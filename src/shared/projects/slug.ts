/**
 * A project's address at /projects/:slug (decision 101): lower-case ASCII letters and digits in words
 * joined by single hyphens. Made from the title on create (accents transliterated, a few non-Latin
 * scripts transliterated letter by letter), else `project-<short id>`.
 */

export const slugLimits = { max: 80 } as const;

export const slugMessages = {
  malformed:
    "The address (slug) must be lower-case letters a-z, digits and single hyphens between words, at most 80 characters",
  taken: (slug: string) => `The address /projects/${slug} is already used by another project`,
} as const;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` is a well-formed slug. */
export function isSlug(value: string): boolean {
  return value.length <= slugLimits.max && slugPattern.test(value);
}

/** Letters that decomposition does not split into a base letter and marks. */
const latinExtras: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŋ: "ng",
  "&": " and ",
};

const cyrillic: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
};

const greek: Record<string, string> = {
  α: "a",
  β: "v",
  γ: "g",
  δ: "d",
  ε: "e",
  ζ: "z",
  η: "i",
  θ: "th",
  ι: "i",
  κ: "k",
  λ: "l",
  μ: "m",
  ν: "n",
  ξ: "x",
  ο: "o",
  π: "p",
  ρ: "r",
  σ: "s",
  ς: "s",
  τ: "t",
  υ: "y",
  φ: "f",
  χ: "ch",
  ψ: "ps",
  ω: "o",
};

/** `text` as a slug ("" when nothing in it can be spelled in ASCII). */
export function slugify(text: string): string {
  const lower = text.toLowerCase();
  let spelled = "";
  for (const char of lower) {
    const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
    spelled += latinExtras[base] ?? cyrillic[base] ?? greek[base] ?? base;
  }
  // A title whose letters are all of a script without a spelling here (東京の地図 2) keeps only its
  // digits: "2" names nothing, so the caller's fallback is used instead.
  if (/\p{L}/u.test(lower) && !/[a-z]/.test(spelled)) return "";
  const words = spelled
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > slugLimits.max) break;
    slug = next;
  }
  // A single word longer than the limit is cut.
  return slug || (words[0] ?? "").slice(0, slugLimits.max);
}

/** The slug made from a title: its transliteration, else `project-<first 8 letters of the id>`. */
export function slugFromTitle(title: string, id: string): string {
  return slugify(title) || `project-${slugify(id).replaceAll("-", "").slice(0, 8) || "page"}`;
}

/** `base`, else `base-2`, `base-3`, … : the first that `taken` does not hold. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, slugLimits.max - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The project page's path. */
export function projectPagePath(slug: string): string {
  return `/projects/${slug}`;
}
