type Entry = Record<string, unknown>;

export interface RemovedEntry {
  entry: Entry;
  /** Its place in the list before the save. */
  position: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const filled = (value: unknown) =>
  value !== "" && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

/** The share of `old`'s filled fields that `edited` kept as they were: an edit keeps most of them. */
function keptShare(old: Entry, edited: Entry): number {
  const fields = Object.keys(old).filter((field) => filled(old[field]));
  if (fields.length === 0) return 0;
  return fields.filter((field) => same(old[field], edited[field])).length / fields.length;
}

/**
 * The entries of `before` that `after` no longer holds, with their places. An entry found unchanged is
 * kept; an entry of `after` found nowhere in `before` is an edit of the unmatched one that it keeps more
 * than half the filled fields of (the most, if several), so editing an entry removes nothing.
 */
export function removedEntries(before: readonly Entry[], after: readonly Entry[]): RemovedEntry[] {
  const unmatched = before.map((entry, position) => ({ entry, position }));
  const added: Entry[] = [];
  for (const entry of after) {
    const index = unmatched.findIndex((old) => same(old.entry, entry));
    if (index >= 0) unmatched.splice(index, 1);
    else added.push(entry);
  }
  for (const entry of added) {
    let best = -1;
    let bestShare = 0.5;
    unmatched.forEach((old, index) => {
      const share = keptShare(old.entry, entry);
      if (share > bestShare) [best, bestShare] = [index, share];
    });
    if (best >= 0) unmatched.splice(best, 1);
  }
  return unmatched;
}
