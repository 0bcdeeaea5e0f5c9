import type { GithubRepository } from "#shared/github/schema.ts";

export interface RepositoryFilter {
  forks: boolean;
  archived: boolean;
  /** Words looked for in the name, description, topics and language. */
  search: string;
}

export const defaultRepositoryFilter: RepositoryFilter = { forks: false, archived: false, search: "" };

/** The repositories the list shows: forks and archived ones only when asked for, then the search. */
export function visibleRepositories(
  items: readonly GithubRepository[],
  filter: RepositoryFilter,
): GithubRepository[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((repo) => {
    if (repo.fork && !filter.forks) return false;
    if (repo.archived && !filter.archived) return false;
    const text = [repo.name, repo.description ?? "", repo.language ?? "", ...repo.topics]
      .join(" ")
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The ones that can be chosen: not imported already. */
export const choosable = (items: readonly GithubRepository[]) =>
  items.filter((repo) => repo.importedAs === null);
