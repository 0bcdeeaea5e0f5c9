/** A textarea's text and selection, and the same after an edit (the new selection to restore). */
export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

/**
 * Wraps the selection in `before`/`after` (**bold**, _italic_, `code`); with nothing selected, inserts
 * the pair around `placeholder`, selected so typing replaces it. A selection already wrapped is unwrapped.
 */
export function wrapSelection(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const { text, start, end } = edit;
  const selected = text.slice(start, end);
  if (text.slice(start - before.length, start) === before && text.slice(end, end + after.length) === after) {
    const unwrapped = text.slice(0, start - before.length) + selected + text.slice(end + after.length);
    return { text: unwrapped, start: start - before.length, end: end - before.length };
  }
  const inner = selected || placeholder;
  const next = text.slice(0, start) + before + inner + after + text.slice(end);
  return { text: next, start: start + before.length, end: start + before.length + inner.length };
}

/** Puts `prefix` ("## ", "- ") at the start of every line the selection touches; again, it comes off. */
export function prefixLines(edit: TextEdit, prefix: string): TextEdit {
  const { text, start, end } = edit;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const nextBreak = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split("\n");
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : prefix + line)).join("\n");
  const delta = changed.length - (lineEnd - lineStart);
  const firstDelta = remove ? -prefix.length : prefix.length;
  return {
    text: text.slice(0, lineStart) + changed + text.slice(lineEnd),
    start: Math.max(lineStart, start + firstDelta),
    end: end + delta,
  };
}

/** A fenced code block around the selected lines, or inline code when the selection is within a line. */
export function codeFormat(edit: TextEdit): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end);
  if (!selected.includes("\n")) return wrapSelection(edit, "`", "`", "code");
  const atLineStart = edit.start === 0 || edit.text[edit.start - 1] === "\n";
  const fence = `${atLineStart ? "" : "\n"}\`\`\`\n`;
  return wrapSelection(edit, fence, selected.endsWith("\n") ? "```\n" : "\n```", "");
}

/** `[text](https://)` with the address selected, or the selection as the link's text. */
export function insertLink(edit: TextEdit): TextEdit {
  const { text, start, end } = edit;
  const label = text.slice(start, end) || "link text";
  const inserted = `[${label}](https://)`;
  const urlStart = start + label.length + 3;
  return { text: text.slice(0, start) + inserted + text.slice(end), start: urlStart, end: urlStart + 8 };
}

/** An image on its own paragraph, its alt text selected to be written. */
export function insertImage(edit: TextEdit, url: string): TextEdit {
  const { text, start, end } = edit;
  const before =
    start === 0 ? "" : text[start - 1] === "\n" ? (text[start - 2] === "\n" ? "" : "\n") : "\n\n";
  const alt = "Describe the image";
  const inserted = `${before}![${alt}](${url})\n`;
  const altStart = start + before.length + 2;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    start: altStart,
    end: altStart + alt.length,
  };
}
