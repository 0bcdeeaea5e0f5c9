/** One word of a statement, whether the owner marked it for the accent colour, and whether a space follows. */
export interface StatementWord {
  text: string;
  marked: boolean;
  space: boolean;
}

/** Scripts written without spaces between words: their runs are split into words by the language's rules. */
const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const hasLetter = /[\p{L}\p{N}]/u;

/**
 * The owner's text as runs, marked or not: `*…*` marks what it encloses, in a word, over several words,
 * or inside a Japanese or Thai sentence that has no spaces. An opening asterisk is followed by a
 * non-space, a closing one preceded by one, and what they enclose holds a letter or digit ("5 * 3" stays
 * arithmetic). An asterisk left open marks nothing: it is shown as written.
 */
function markedRuns(text: string): { text: string; marked: boolean }[] {
  const runs: { text: string; marked: boolean }[] = [];
  let plainFrom = 0;
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf("*", at);
    if (open === -1) break;
    const after = text[open + 1];
    if (!after || /\s|\*/.test(after)) {
      at = open + 1;
      continue;
    }
    let close = text.indexOf("*", open + 1);
    while (close !== -1 && /\s/.test(text[close - 1] ?? " ")) close = text.indexOf("*", close + 1);
    const inside = close === -1 ? "" : text.slice(open + 1, close);
    if (close === -1 || !hasLetter.test(inside)) {
      at = open + 1;
      continue;
    }
    runs.push({ text: text.slice(plainFrom, open), marked: false }, { text: inside, marked: true });
    plainFrom = close + 1;
    at = close + 1;
  }
  runs.push({ text: text.slice(plainFrom), marked: false });
  return runs.filter((run) => run.text !== "");
}

/** The language's word segmenter (the browser's own for a tag it does not know). */
function wordSegmenter(language: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(language, { granularity: "word" });
  } catch {
    return new Intl.Segmenter(undefined, { granularity: "word" });
  }
}

/** A run's words: split at spaces, and runs of unspaced scripts split by the language's word rules. */
function wordsOf(text: string, language: string): { text: string; space: boolean }[] {
  const words: { text: string; space: boolean }[] = [];
  for (const match of text.matchAll(/(\S+)(\s*)/g)) {
    const [, chunk = "", space = ""] = match;
    if (!unspaced.test(chunk)) {
      words.push({ text: chunk, space: space !== "" });
      continue;
    }
    const parts = Array.from(wordSegmenter(language).segment(chunk), (s) => s.segment);
    for (const [index, part] of parts.entries())
      words.push({ text: part, space: index === parts.length - 1 && space !== "" });
  }
  return words;
}

/**
 * Splits the owner's text into words and reads their highlight marks (`markedRuns`); the asterisks are
 * not shown. Punctuation right after a word stays with it ("*effortless*." is one word, marked), so a
 * reveal never starts a line with a comma; a Japanese or Thai sentence is revealed word by word too.
 */
export function markedWords(text: string, language = "en"): StatementWord[] {
  const result: StatementWord[] = [];
  for (const run of markedRuns(text)) {
    const before = result.at(-1);
    if (before && /^\s/.test(run.text)) before.space = true;
    for (const word of wordsOf(run.text, language)) {
      const previous = result.at(-1);
      // Punctuation glued to the word before it joins that word (and its mark).
      if (previous && !previous.space && !hasLetter.test(word.text)) {
        previous.text += word.text;
        previous.space = word.space;
        continue;
      }
      result.push({ text: word.text, marked: run.marked, space: word.space });
    }
  }
  const last = result.at(-1);
  if (last) last.space = false;
  return result;
}

/** The text without its highlight marks, for places that show it plainly. */
export function plainStatement(text: string, language = "en"): string {
  return markedWords(text, language)
    .map((word) => word.text + (word.space ? " " : ""))
    .join("");
}
