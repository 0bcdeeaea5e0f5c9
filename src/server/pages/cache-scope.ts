/**
 * What a cached answer was made from (decision 155): `"everything"` when it shows site-wide data or
 * every project (`/`, the sitemap, the résumé, the gallery's reads, the home card), or the few projects
 * it shows (a project's page: the project and its neighbours, whose titles its links show). Site-wide
 * data (configuration, theme, menu, sections, media) is part of every answer: a write to it changes
 * everything.
 */
export type CacheDependencies = "everything" | { projects: readonly string[] };

/**
 * What a write changed: `{ projects }` when only those projects' own fields changed (neither their
 * address nor their place in the gallery); `undefined` when anything may have changed.
 */
export type ChangeScope = { projects: readonly string[] } | undefined;

/** Whether an answer made from `dependencies` is out of date after a change of `scope`. */
export function isTouched(dependencies: CacheDependencies, scope: ChangeScope): boolean {
  if (scope === undefined || dependencies === "everything") return true;
  return dependencies.projects.some((id) => scope.projects.includes(id));
}

/**
 * The scope a `page` change carries on the change bus: a list of project ids, or anything else (no
 * payload: an older instance's change, or one the version check caught without its payload), which
 * changes everything: the safe default.
 */
export function readChangeScope(data: unknown): ChangeScope {
  if (typeof data !== "object" || data === null) return undefined;
  const { projects } = data as { projects?: unknown };
  if (!Array.isArray(projects) || projects.length === 0) return undefined;
  if (!projects.every((id) => typeof id === "string")) return undefined;
  return { projects };
}
