const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

/** "3 months ago", "1 day ago", "just now": how long ago a repository was last pushed to. */
export function timeAgo(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const elapsed = Math.max(0, now - then);
  const format = new Intl.RelativeTimeFormat("en", { numeric: "always" });
  for (const [unit, length] of units) {
    if (elapsed >= length) return format.format(-Math.floor(elapsed / length), unit);
  }
  return "just now";
}

/** A moment in the owner's own time zone: "14:30", or "14:30 on 3 Nov" when it is not today. */
export function localTime(when: Date, now = new Date()): string {
  const time = when.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  if (when.toDateString() === now.toDateString()) return time;
  return `${time} on ${when.toLocaleDateString(undefined, { day: "numeric", month: "short" })}`;
}

/** The full date and time, for a title beside a relative time. */
export const fullDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
