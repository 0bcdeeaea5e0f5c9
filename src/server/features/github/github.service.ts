import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { Lookup } from "#server/features/media/address-check.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { BodySeal } from "#server/mail/sealed-body.ts";
import { type GithubField, githubValuesOf, lockedFields } from "#shared/github/fields.ts";
import { githubMessages } from "#shared/github/rules.ts";
import type {
  GithubImported,
  GithubImportInput,
  GithubImportResult,
  GithubRepository,
} from "#shared/github/schema.ts";
import type { ProjectGithubFacts } from "#shared/projects/project-page.ts";
import type { Project } from "#shared/projects/schema.ts";
import {
  findGithubLinkOfProject,
  findGithubLinks,
  listGithubLinks,
  type ProjectGithubLink,
  saveGithubRefresh,
  setDailyRefresh,
} from "./github.repository.ts";
import { createGitHubClient } from "./github-client.ts";
import { GitHubAuthError, GitHubContentError, GitHubRateLimitError } from "./github-errors.ts";
import { importErrorMessage, importRepository } from "./github-import.ts";
import { checkRepository, toRepositorySummary } from "./github-mapping.ts";
import { refreshProject, unlocked } from "./github-refresh.ts";
import { deleteGithubToken, readGithubToken, writeGithubToken } from "./github-token.ts";

export interface GithubServiceDeps {
  db: Kysely<DB>;
  /** GITHUB_API_URL and GITHUB_TOKEN. */
  config: { apiUrl: string; token: string | undefined };
  /** Seals the saved token (a key of its own derived from the auth secret). */
  seal: BodySeal;
  projects: Pick<ProjectService, "create" | "get" | "update" | "list" | "moveToTrash">;
  media: Pick<MediaService, "upload" | "discard">;
  clock: Clock;
  log: { error(details: object, message: string): void };
  timeoutMs?: number;
  resolve?: Lookup;
}

export type GithubService = ReturnType<typeof createGithubService>;

/** Importing projects from GitHub (issue 38, decision 140): the token, the list, the import, the facts. */
export function createGithubService(deps: GithubServiceDeps) {
  const { db, config, seal, clock } = deps;
  const token = async () => (await readGithubToken(db, seal)) ?? config.token;
  const client = createGitHubClient({
    apiUrl: config.apiUrl,
    token,
    timeoutMs: deps.timeoutMs,
    now: () => clock(),
  });

  const refreshDeps = { ...deps, client, apiUrl: config.apiUrl };
  const linkOf = async (projectId: string) => {
    const link = await findGithubLinkOfProject(db, projectId);
    if (!link) throw notFound(githubMessages.notImported);
    return link;
  };

  const service = {
    async settings() {
      const saved = await readGithubToken(db, seal);
      return {
        apiUrl: config.apiUrl,
        token: saved ? ("saved" as const) : config.token ? ("environment" as const) : ("none" as const),
      };
    },

    async saveToken(value: string) {
      await writeGithubToken(db, seal, value, clock().toISOString());
      return service.settings();
    },

    async removeToken() {
      await deleteGithubToken(db);
      return service.settings();
    },

    /** Every repository a user or organisation owns, most recently pushed first, with what was imported. */
    async repositories(name: string): Promise<{ items: GithubRepository[]; total: number }> {
      const raw = await client.getAll<unknown>(`/users/${name}/repos?type=owner&sort=pushed&per_page=100`, {
        what: `The user or organisation ${name}`,
      });
      const repos = raw.map(checkRepository);
      const imported = new Map(
        (
          await findGithubLinks(
            db,
            repos.map((repo) => String(repo.id)),
          )
        ).map((link) => [link.repositoryId, link.projectId]),
      );
      const items = repos.map((repo) => toRepositorySummary(repo, imported.get(String(repo.id)) ?? null));
      return { items, total: items.length };
    },

    /** Each chosen repository imported whole or not at all, one after the other; answers each one's result. */
    async import(input: GithubImportInput, by?: SavedBy): Promise<GithubImportResult> {
      const items: GithubImportResult["items"] = [];
      let retryAt: string | null = null;
      let tokenError: string | null = null;
      // The last chosen is imported first: the gallery lists the newest project first, so it keeps the
      // order the owner chose from (the most recently pushed first).
      for (const repository of [...new Set(input.repositories)].reverse()) {
        try {
          items.push(
            await importRepository(
              repository,
              { live: input.live ?? false, by },
              { ...deps, client, apiUrl: config.apiUrl },
            ),
          );
        } catch (error) {
          if (error instanceof GitHubRateLimitError) retryAt = error.retryAt.toISOString();
          else if (error instanceof GitHubAuthError) tokenError = error.message;
          else if (
            !(error instanceof Error && error.name.startsWith("GitHub")) &&
            !(error instanceof TypeError)
          ) {
            deps.log.error({ err: error, repository }, "could not import a repository from GitHub");
          }
          items.push({
            repository,
            projectId: null,
            title: null,
            imported: null,
            notices: [],
            error: importErrorMessage(error),
          });
        }
      }
      return { items: items.reverse(), retryAt, tokenError };
    },

    /**
     * What a project's page may show of the repository it was imported from: its stars and last push,
     * as of the last refresh; nothing once GitHub no longer has it.
     */
    async pageFacts(projectId: string): Promise<ProjectGithubFacts | null> {
      const link = await findGithubLinkOfProject(db, projectId);
      if (!link || link.missingSince) return null;
      return { stars: link.stars, pushedAt: link.pushedAt, url: link.htmlUrl };
    },

    /**
     * An import taken back in one action: the projects it made (each one imported from GitHub, else 404
     * and nothing moves) go to the Trash, from where each can be restored whole.
     */
    async undoImport(projectIds: readonly string[], by?: SavedBy): Promise<{ trashed: number }> {
      const ids = [...new Set(projectIds)];
      for (const id of ids) await linkOf(id);
      for (const id of ids) await deps.projects.moveToTrash(id, by ?? null);
      return { trashed: ids.length };
    },

    /** Imported projects (not those in the Trash), their repository's facts and their fields' locks. */
    async imported(): Promise<{ items: GithubImported[] }> {
      const links = await listGithubLinks(db);
      const projects = new Map(
        (await deps.projects.list({ includeInactive: true })).map((project) => [project.id, project]),
      );
      return {
        items: links.flatMap((link) => {
          const project = projects.get(link.projectId);
          return project ? [importedItem(link, project)] : [];
        }),
      };
    },

    /**
     * Every imported project (or only those that follow their repository daily) refreshed, one after the
     * other (`refreshProject`). GitHub's rate limit stops it: the rest wait for the next time.
     */
    async refresh({ daily = false, by }: { daily?: boolean; by?: SavedBy } = {}) {
      let checked = 0;
      let missing = 0;
      for (const link of await listGithubLinks(db)) {
        if (daily && !link.dailyRefresh) continue;
        try {
          const outcome = await refreshProject(link, refreshDeps, by);
          checked += 1;
          if (outcome.missing) missing += 1;
        } catch (error) {
          if (!(error instanceof GitHubContentError)) {
            const retryAt = error instanceof GitHubRateLimitError ? error.retryAt.toISOString() : null;
            return { checked, missing, error: importErrorMessage(error), retryAt };
          }
          checked += 1;
        }
      }
      return { checked, missing, error: null, retryAt: null };
    },

    /** One imported project refreshed; answers it as the imported list does. */
    async refreshOne(projectId: string, by?: SavedBy): Promise<GithubImported> {
      await refreshProject(await linkOf(projectId), refreshDeps, by);
      return service.importedOne(projectId);
    },

    /** A locked field given back to GitHub: set to GitHub's value at once, and at each refresh after. */
    async unlock(projectId: string, field: GithubField, by?: SavedBy): Promise<GithubImported> {
      const link = await linkOf(projectId);
      const project = await deps.projects.get(projectId, { includeInactive: true });
      const written = unlocked(link.written ?? {}, field, project);
      await saveGithubRefresh(db, projectId, { written, lastChanges: link.lastChanges });
      return service.refreshOne(projectId, by);
    },

    /** Whether the daily job refreshes the project. */
    async setDaily(projectId: string, on: boolean): Promise<GithubImported> {
      await linkOf(projectId);
      await setDailyRefresh(db, projectId, on);
      return service.importedOne(projectId);
    },

    async importedOne(projectId: string): Promise<GithubImported> {
      const project = await deps.projects.get(projectId, { includeInactive: true });
      return importedItem(await linkOf(projectId), project);
    },
  };
  return service;
}

/** An imported project as the admin lists it: its repository's facts and which fields the owner holds. */
function importedItem(link: ProjectGithubLink, project: Project): GithubImported {
  const { written, repositoryId: _id, ...facts } = link;
  return { ...facts, title: project.title, locked: lockedFields(githubValuesOf(project), written ?? {}) };
}
