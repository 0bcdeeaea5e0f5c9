/** One field that differs between a version and the item now, as text to show side by side. */
export interface FieldChange {
  path: string;
  /** The version's value, as text. */
  version: string;
  /** The value saved now, as text. */
  current: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value, null, 2);

/**
 * The fields where `version` (a version's content) and `current` (the item's) differ, named as the History's
 * summaries name them: an object's keys and one level inside (`title`, `content.heading`).
 */
export function fieldChanges(version: unknown, current: unknown, depth = 2, prefix = ""): FieldChange[] {
  if (!isObject(version) || !isObject(current) || depth === 0) {
    const then = asText(version);
    const now = asText(current);
    return then === now ? [] : [{ path: prefix, version: then, current: now }];
  }
  const keys = [...new Set([...Object.keys(version), ...Object.keys(current)])];
  return keys.flatMap((key) =>
    fieldChanges(version[key], current[key], depth - 1, prefix ? `${prefix}.${key}` : key),
  );
}
