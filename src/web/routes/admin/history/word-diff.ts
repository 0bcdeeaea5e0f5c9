import { diffWords } from "diff";
import { isTextKey, textCatalogue } from "#shared/texts/catalogue.ts";

/** A run of text in a word-level diff: kept in both, only in the version saved now, or only in the other. */
export interface DiffPart {
  text: string;
  kind: "same" | "removed" | "added";
}

/** Words as the browser's line breaker finds them: Arabic words whole, Japanese by its words too. */
const words = new Intl.Segmenter(undefined, { granularity: "word" });

/**
 * What restoring would change, word by word: from `now` (the value saved now) to `then` (a version's).
 * Words only saved now are "removed", words only in that version "added". A change of spacing or line
 * breaks alone marks nothing (the texts then differ in no word).
 */
export function wordDiff(now: string, then: string): DiffPart[] {
  return diffWords(now, then, { intlSegmenter: words }).map((change) => ({
    text: change.value,
    kind: change.added ? "added" : change.removed ? "removed" : "same",
  }));
}

/**
 * A field's path as the owner reads it: `content.mainTitle` → "Main title", `links.github` → "Links ›
 * github" (the section's content is what the editor shows, so its prefix goes), `texts.menu.resume` →
 * "Texts › Header: résumé link".
 */
export function fieldLabel(path: string): string {
  // One of the interface texts: named as the Texts panel names it.
  const textKey = path.startsWith("texts.") ? path.slice("texts.".length) : "";
  if (isTextKey(textKey)) return `Texts › ${textCatalogue[textKey].label}`;
  const parts = path.replace(/^content\./, "").split(".");
  const words = (part: string) => part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  const [first = "", ...rest] = parts;
  const head = words(first);
  return [head.charAt(0).toUpperCase() + head.slice(1), ...rest.map(words)].join(" › ");
}
