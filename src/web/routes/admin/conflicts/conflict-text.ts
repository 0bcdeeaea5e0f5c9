import type { StaleWriteDetails } from "#shared/api/error.ts";

/** "Ana changed this at 14:02" (today) or "… at 3 Jun 2025, 14:02": who saved the newer version, when. */
export function conflictHeadline(conflict: StaleWriteDetails, now = new Date()): string {
  const at = new Date(conflict.savedAt);
  const sameDay = at.toDateString() === now.toDateString();
  const time = Number.isNaN(at.getTime())
    ? conflict.savedAt
    : new Intl.DateTimeFormat(
        undefined,
        sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
      ).format(at);
  return `${conflict.savedBy?.name || "Someone"} changed this at ${time}`;
}

/** A field's path as the panel names it: `content.description` reads "Description". */
export function fieldLabel(path: string): string {
  const last = path.split(".").at(-1) ?? path;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
