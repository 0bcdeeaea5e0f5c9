import { githubFieldLabels } from "#shared/github/fields.ts";
import type { GithubImported as Imported } from "#shared/github/schema.ts";

export interface RefreshChange {
  projectId: string;
  fullName: string;
  changes: string[];
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });

/** The fields a refresh wrote, as a sentence's end: "title, description and write-up updated". */
export function fieldsUpdated(fields: Imported["lastChanges"]): string {
  const names = fields.map((field, index) => {
    const label = githubFieldLabels[field];
    return index === 0 ? label : label.toLowerCase();
  });
  return `${new Intl.ListFormat("en", { type: "conjunction" }).format(names)} updated`;
}

/**
 * What a refresh changed, per imported repository: its name, stars, last push, whether it is gone, and
 * the fields it wrote.
 */
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
    if (now.checkedAt !== was.checkedAt && now.lastChanges.length > 0)
      changes.push(fieldsUpdated(now.lastChanges).toLowerCase());
    return changes.length ? [{ projectId: now.projectId, fullName: now.fullName, changes }] : [];
  });
}
