import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { githubEndpoints } from "#shared/github/endpoints.ts";
import type { GithubField } from "#shared/github/fields.ts";
import type {
  GithubImported,
  GithubImportInput,
  GithubImportResult,
  GithubRepository,
} from "#shared/github/schema.ts";
import { call } from "#web/lib/call.ts";
import { projectKeys } from "../projects-api.ts";
import { refreshChanges } from "./github-changes.ts";

export const githubKeys = {
  all: ["github"] as const,
  settings: ["github", "settings"] as const,
  imported: ["github", "imported"] as const,
  repositories: (name: string) => ["github", "repositories", name.toLowerCase()] as const,
};

/** Whether a token is saved, set in the environment, or none (never the token itself). */
export function useGithubSettings() {
  return useQuery({
    queryKey: githubKeys.settings,
    queryFn: ({ signal }) => call(githubEndpoints.settings, undefined, { signal }),
  });
}

/** Saves (a string) or removes (null) the token; owner only. */
export function useGithubToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (token: string | null) =>
      token === null
        ? call(githubEndpoints.removeToken)
        : call(githubEndpoints.saveToken, { body: { token } }),
    onSuccess: (settings) => {
      client.setQueryData(githubKeys.settings, settings);
      // Another token may see other repositories, or be allowed where the last one was refused.
      void client.invalidateQueries({ queryKey: ["github", "repositories"] });
    },
  });
}

/** Every repository of a user or organisation (the server reads every page); asked once per name. */
export function useGithubRepositories(name: string | null) {
  return useQuery({
    queryKey: githubKeys.repositories(name ?? ""),
    queryFn: ({ signal }) => call(githubEndpoints.repositories, { params: { name: name ?? "" } }, { signal }),
    enabled: name !== null,
    staleTime: 5 * 60_000,
    // GitHub's refusals and outages are told to the owner at once, and its rate limit is not spent on retries.
    retry: false,
  });
}

export function useImportRepositories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: GithubImportInput) => call(githubEndpoints.import, { body: input }),
    onSuccess: (result) => {
      // The listed repositories are marked here rather than asked of GitHub again (its limit is precious).
      client.setQueriesData<{ items: GithubRepository[]; total: number }>(
        { queryKey: ["github", "repositories"] },
        (list) => list && { ...list, items: list.items.map((repo) => markedImported(repo, result)) },
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        client.invalidateQueries({ queryKey: githubKeys.imported }),
      ]).then(() => undefined);
    },
  });
}

function markedImported(repo: GithubRepository, result: GithubImportResult): GithubRepository {
  const made = result.items.find((item) => item.repository === repo.fullName && item.projectId);
  return made ? { ...repo, importedAs: made.projectId } : repo;
}

/** An import taken back: the projects it made moved to the Trash in one action. */
export function useUndoGithubImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (projectIds: string[]) => call(githubEndpoints.undoImport, { body: { projectIds } }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        client.invalidateQueries({ queryKey: githubKeys.imported }),
        client.invalidateQueries({ queryKey: ["github", "repositories"] }),
      ]),
  });
}

export function useImportedFromGithub() {
  return useQuery({
    queryKey: githubKeys.imported,
    queryFn: ({ signal }) => call(githubEndpoints.imported, undefined, { signal }),
  });
}

/** One imported project's actions: refresh it, give a locked field back to GitHub, follow it daily. */
export function useImportedProject(projectId: string) {
  const client = useQueryClient();
  const settle = (item: GithubImported) => {
    client.setQueryData<{ items: GithubImported[] }>(
      githubKeys.imported,
      (list) =>
        list && { items: list.items.map((each) => (each.projectId === item.projectId ? item : each)) },
    );
    return client.invalidateQueries({ queryKey: projectKeys.all });
  };
  const params = { id: projectId };
  return {
    refresh: useMutation({
      mutationFn: () => call(githubEndpoints.refreshOne, { params }),
      onSuccess: settle,
    }),
    unlock: useMutation({
      mutationFn: (field: GithubField) => call(githubEndpoints.unlock, { params, body: { field } }),
      onSuccess: settle,
    }),
    daily: useMutation({
      mutationFn: (dailyRefresh: boolean) => call(githubEndpoints.daily, { params, body: { dailyRefresh } }),
      onSuccess: settle,
    }),
  };
}

/** Asks GitHub again for every imported repository and answers what changed (compared with before). */
export function useRefreshFromGithub() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const before = await call(githubEndpoints.imported);
      const result = await call(githubEndpoints.refresh);
      const after = await call(githubEndpoints.imported);
      client.setQueryData(githubKeys.imported, after);
      return { ...result, changes: refreshChanges(before.items, after.items) };
    },
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
