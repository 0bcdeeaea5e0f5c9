/** How deep block quotes and lists may nest in a write-up before deeper markers count as text. */
export const maxNesting = 16;
const maxIndent = 2 * maxNesting;

const containerMarker = /^[ \t]{0,3}(?:>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))[ \t]?/;

/**
 * Bounds the nesting of block quotes and lists before parsing (decision 106): the parser's time and
 * the tree's depth grow with it (50,000 `>` in a row overflow the stack), and no write-up needs more
 * than a few levels. On each line, container markers past `maxNesting` are dropped and indentation
 * past 32 columns is cut to 32 (a list level takes at least two); every other line is left exactly as written.
 */
export function limitNesting(source: string): string {
  let changed = false;
  const lines = source.split("\n").map((line) => {
    const limited = limitLine(line);
    if (limited !== line) changed = true;
    return limited;
  });
  return changed ? lines.join("\n") : source;
}

function limitLine(line: string): string {
  const indent = /^[ \t]*/.exec(line)?.[0] ?? "";
  let rest = indent.length > maxIndent ? line.slice(indent.length - maxIndent) : line;
  let kept = "";
  let depth = 0;
  for (let match = containerMarker.exec(rest); match; match = containerMarker.exec(rest)) {
    if (match[0].length === 0) break;
    if (depth < maxNesting) kept += match[0];
    depth += 1;
    rest = rest.slice(match[0].length);
  }
  const result = kept + rest;
  return depth > maxNesting || result.length !== line.length ? result : line;
}
