/** One word of the 'How I work' statement, and whether the owner marked it for the accent colour. */
export interface StatementWord {
  text: string;
  marked: boolean;
}

/**
 * Splits the owner's text into words and reads their highlight marks: `*word*` marks one word and
 * `*several words*` a run of them; the asterisks are not shown. An asterisk left open marks nothing
 * (the text is shown as written, so a stray `*` never colours the rest of the statement).
 */
export function markedWords(text: string): StatementWord[] {
  const words = text.split(/\s+/).filter(Boolean);
  const result: StatementWord[] = [];
  let runStart = -1;
  for (const raw of words) {
    // A word with no letters or digits ("*", "—") is never a mark: "5 * 3" stays arithmetic.
    if (!/[\p{L}\p{N}]/u.test(raw)) {
      result.push({ text: raw, marked: false });
      continue;
    }
    const opens = raw.startsWith("*") && runStart === -1;
    const body = opens ? raw.slice(1) : raw;
    // Closing asterisk: at the end, or before trailing punctuation ("*effortless*.").
    const close = /\*([^\w*]*)$/.exec(body);
    const inRun = opens || runStart !== -1;
    if (opens) runStart = result.length;
    if (inRun && close && (body.length > close[0].length || !opens)) {
      result.push({ text: body.slice(0, close.index) + (close[1] ?? ""), marked: true });
      for (let i = runStart; i < result.length; i++) (result[i] as StatementWord).marked = true;
      runStart = -1;
      continue;
    }
    result.push({ text: body, marked: false });
  }
  if (runStart !== -1) {
    // Never closed: give the opening asterisk back and highlight nothing.
    const first = result[runStart] as StatementWord;
    first.text = `*${first.text}`;
  }
  return result;
}

/** The text without its highlight marks, for places that show it plainly. */
export function plainStatement(text: string): string {
  return markedWords(text)
    .map((word) => word.text)
    .join(" ");
}
