const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A list whose entries each carry a distinct string `id` (the component list). */
function isIdList(value: unknown): value is { id: string }[] {
  if (!Array.isArray(value)) return false;
  const ids = value.map((entry) => (isObject(entry) ? entry.id : undefined));
  return ids.every((id) => typeof id === "string") && new Set(ids).size === ids.length;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The names of what changed from `before` to `after`, as a History summary shows them: an object's keys,
 * and one level inside a nested object (`title`, `content.heading`, `site.title`, `texts.nav.home`); a
 * list of entries with ids names the entries that changed and `order` when they moved.
 */
export function changedFields(before: unknown, after: unknown, depth = 2): string[] {
  if (isIdList(before) && isIdList(after)) {
    const old = new Map(before.map((entry) => [entry.id, entry]));
    const changed = after.filter((entry) => !same(old.get(entry.id), entry)).map((entry) => entry.id);
    const gone = before.filter((entry) => !after.some((next) => next.id === entry.id)).map((e) => e.id);
    const order = (list: { id: string }[], keep: Set<string>) =>
      list.map((e) => e.id).filter((id) => keep.has(id));
    const common = new Set(after.map((entry) => entry.id).filter((id) => old.has(id)));
    const moved = !same(order(before, common), order(after, common));
    return [...changed, ...gone, ...(moved ? ["order"] : [])];
  }
  if (!isObject(before) || !isObject(after) || depth === 0) return same(before, after) ? [] : [""];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const inner = isObject(before[key]) && isObject(after[key]) && depth > 1;
    if (!inner) return same(before[key], after[key]) ? [] : [key];
    return changedFields(before[key], after[key], depth - 1).map((path) => (path ? `${key}.${path}` : key));
  });
}
