import type { z } from "zod";
import type { githubImportedListSchema } from "#shared/github/schema.ts";

type Imported = z.infer<typeof githubImportedListSchema>["items"][number];

export interface RefreshChange {
  projectId: string;
  fullName: string;
  changes: string[];
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/** What a refresh changed, per imported repository: its name, stars, last push, and whether it is gone. */
export function refreshChanges(before: readonly Imported[], after: readonly Imported[]): RefreshChange[] {
  const earlier = new Map(before.map((item) => [item.projectId, item]));
  return after.flatMap((now) => {
    const was = earlier.get(now.projectId);
    if (!was) return [];
    const changes: string[] = [];
    if (was.fullName !== now.fullName) changes.push(`renamed from ${was.fullName}`);
    if (was.stars !== now.stars) changes.push(`stars ${was.stars} → ${now.stars}`);
    if (now.pushedAt && was.pushedAt !== now.pushedAt) changes.push(`pushed to on ${day(now.pushedAt)}`);
    if (now.missingSince && !was.missingSince) changes.push("no longer on GitHub (the project is kept)");
    if (!now.missingSince && was.missingSince) changes.push("found on GitHub again");
    return changes.length ? [{ projectId: now.projectId, fullName: now.fullName, changes }] : [];
  });
}
