/**
 * Wall-clock times in the site's time zone (an IANA name such as "Europe/Lisbon") and the instants they
 * stand for, with the platform's own time zone data (`Intl`), no library. A `local` time is what a
 * `datetime-local` field holds: "2026-12-01T09:30".
 */

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormat.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields at `instant` (ms) in `timeZone`, as if they were UTC (ms). */
function wallClockAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant)))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/**
 * Whether `timeZone` is a time zone this platform knows. The default, UTC, is known without asking
 * `Intl`: a server that never shows a time in another zone never loads the time zone data (5 MB of
 * resident memory, since every start checks the stored site configuration).
 */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone === "UTC") return true;
  try {
    formatIn(timeZone);
    return true;
  } catch {
    return false;
  }
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const day = 86_400_000;

/** The wall-clock `local` time read as UTC (ms), or undefined when it is not a real date and time. */
function wallTime(local: string): number | undefined {
  const match = localPattern.exec(local);
  if (!match) return undefined;
  const [year = 0, month = 0, date = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Date.UTC rolls 13 months or 31 November over; a real time reads back the same.
  return new Date(wall).toISOString().slice(0, 16) === local ? wall : undefined;
}

/**
 * The instant (ISO, UTC) a wall-clock `local` time in `timeZone` stands for; undefined when `local` is not
 * a time. A time a clock change skips (02:30 on a spring-forward night) is read with the offset before the
 * change (the hour after, 03:30), and one it repeats as its first occurrence.
 */
export function zonedToInstant(local: string, timeZone: string): string | undefined {
  const wall = wallTime(local);
  if (wall === undefined) return undefined;
  const offsetAt = (instant: number) => wallClockAt(instant, timeZone) - instant;
  const before = wall - offsetAt(wall - day);
  const after = wall - offsetAt(wall + day);
  const real = [before, after].filter((instant) => wallClockAt(instant, timeZone) === wall);
  return new Date(real.length > 0 ? Math.min(...real) : before).toISOString();
}

/** The wall-clock time ("2026-12-01T09:30") at the instant `iso` in `timeZone`. */
export function instantToZoned(iso: string, timeZone: string): string {
  return new Date(wallClockAt(Date.parse(iso), timeZone)).toISOString().slice(0, 16);
}
