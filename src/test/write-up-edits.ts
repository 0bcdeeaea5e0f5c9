/**
 * A long, real-looking write-up and the small edits an owner makes to it between saves (a word changed,
 * a sentence added or removed), deterministic from a seed: the History's tests and `bench:history`.
 */
const words = (
  "the a we our team users service data page build ship tested measured faster slower cache query index " +
  "release design review feedback deploy migrate database browser server request latency budget owner " +
  "shop order stock night weekly morning customers tablet offline sync supplier report chart figure " +
  "because while after before then however finally instead each every most some three four seven twelve " +
  "reduced improved replaced rewrote removed added kept moved learned noticed decided chose found broke " +
  "fixed layout image gallery table column chapter lesson problem approach result outcome metric goal"
).split(" ");

/** A small pseudo-random generator (mulberry32), so every run edits the same way. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let n = Math.imul(state ^ (state >>> 15), 1 | state);
    n = (n + Math.imul(n ^ (n >>> 7), 61 | n)) ^ n;
    return ((n ^ (n >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

function sentence(random: () => number): string {
  const length = 8 + Math.floor(random() * 14);
  const text = Array.from({ length }, () => pick(random, words)).join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Markdown of about `bytes` bytes: headings and paragraphs of generated sentences. */
export function longWriteUp(bytes = 20_000, seed = 1): string {
  const random = seeded(seed);
  const parts: string[] = [];
  let size = 0;
  for (let chapter = 1; size < bytes; chapter += 1) {
    const heading = `## ${pick(random, ["The problem", "The approach", "What we learned", "The result"])} ${chapter}`;
    const paragraph = Array.from({ length: 5 }, () => sentence(random)).join(" ");
    parts.push(heading, paragraph);
    size += heading.length + paragraph.length + 4;
  }
  return parts.join("\n\n").slice(0, bytes);
}

/**
 * The write-up after one small edit (`step` picks it): a word replaced, or a sentence added (or removed
 * once the text is past `around` bytes, so it stays about that long).
 */
export function editWriteUp(text: string, step: number, around = 20_000): string {
  const random = seeded(step * 7919 + 13);
  const at = Math.floor(random() * text.length);
  const kind = step % 2 === 0 ? 0 : text.length < around ? 1 : 2;
  if (kind === 0) {
    const start = text.lastIndexOf(" ", at) + 1;
    const end = text.indexOf(" ", at + 1);
    return `${text.slice(0, start)}${pick(random, words)}${end < 0 ? "" : text.slice(end)}`;
  }
  const stop = text.indexOf(". ", at);
  if (stop < 0) return `${text} ${sentence(random)}`;
  if (kind === 1) return `${text.slice(0, stop + 2)}${sentence(random)} ${text.slice(stop + 2)}`;
  // The next sentence's end in the same paragraph.
  const ends = [text.indexOf(". ", stop + 2), text.indexOf(".\n", stop + 2)].filter((end) => end >= 0);
  const next = Math.min(...ends);
  if (ends.length === 0) return text;
  const rest = text.slice(next + 1);
  return `${text.slice(0, stop + 2)}${rest.startsWith(" ") ? rest.slice(1) : rest}`;
}
