import { historyRetention } from "#shared/history/rules.ts";

const dayMs = 86_400_000;

export interface VersionTime {
  version: number;
  savedAt: string;
}

export interface RetentionPolicy {
  everyVersionDays: number;
  dailyVersionDays: number;
  alwaysKeep: number;
}

/**
 * The versions of one item the retention policy keeps (decision 138): every version of the last 30
 * days, the last version of each (UTC) day of the last year, and the newest 50 whatever their age.
 */
export function versionsToKeep(
  versions: readonly VersionTime[],
  now: Date,
  policy: RetentionPolicy = historyRetention,
): Set<number> {
  const newestFirst = [...versions].sort((a, b) => b.version - a.version);
  const keep = new Set(newestFirst.slice(0, policy.alwaysKeep).map((entry) => entry.version));
  const everyFrom = now.getTime() - policy.everyVersionDays * dayMs;
  const dailyFrom = now.getTime() - policy.dailyVersionDays * dayMs;
  const daysKept = new Set<string>();
  for (const entry of newestFirst) {
    const at = Date.parse(entry.savedAt);
    if (at >= everyFrom) keep.add(entry.version);
    else if (at >= dailyFrom) {
      const day = entry.savedAt.slice(0, 10);
      if (!daysKept.has(day)) keep.add(entry.version);
      daysKept.add(day);
    }
  }
  return keep;
}
