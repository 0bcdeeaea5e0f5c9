/**
 * Cutting an owner's text without breaking a character. JavaScript strings count UTF-16 units, so
 * `text.slice(0, n)` can split an emoji's surrogate pair (the server then sends U+FFFD where the browser
 * holds half a character, and hydration fails) or a cluster such as 👩‍💻, 🇸🇪 or an accent typed apart.
 * These cut between user-perceived characters (grapheme clusters) only.
 */
const segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter() : null;

/** The text's user-perceived characters (code points where the engine has no segmenter). */
export function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);
}

/** The first user-perceived character ('' for an empty text). */
export function firstGrapheme(text: string): string {
  return graphemes(text.slice(0, 64))[0] ?? "";
}

/** The longest start of `text` that is at most `max` UTF-16 units long and ends between two characters. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  // A cluster can be long (a family emoji is 11 units), so look a little past the limit.
  for (const part of graphemes(text.slice(0, max + 32))) {
    if (end + part.length > max) break;
    end += part.length;
  }
  return text.slice(0, end);
}
