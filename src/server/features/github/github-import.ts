import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { Lookup } from "#server/features/media/address-check.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import { githubValuesOf } from "#shared/github/fields.ts";
import { githubMessages } from "#shared/github/rules.ts";
import type { GithubImportResult } from "#shared/github/schema.ts";
import { type ProjectCreateInput, projectCreateSchema } from "#shared/projects/schema.ts";
import {
  findGithubLinkByName,
  findGithubLinks,
  insertGithubLink,
  markGithubMissing,
} from "./github.repository.ts";
import type { GitHubClient } from "./github-client.ts";
import { GitHubContentError, GitHubError, GitHubNotFoundError } from "./github-errors.ts";
import { checkRepository, projectFieldsOf, technologiesOf } from "./github-mapping.ts";
import { fetchReadme, writeUpOf } from "./readme-write-up.ts";

export type ImportItem = GithubImportResult["items"][number];

export interface ImportDeps {
  db: Kysely<DB>;
  client: GitHubClient;
  apiUrl: string;
  projects: Pick<ProjectService, "create" | "get">;
  media: Pick<MediaService, "upload" | "discard">;
  clock: Clock;
  /** The resolver behind the image fetches' address check (tests). */
  resolve?: Lookup;
}

const failed = (repository: string, error: string): ImportItem => ({
  repository,
  projectId: null,
  title: null,
  imported: null,
  notices: [],
  error,
});

/**
 * One repository made into one project, whole or not at all: everything is asked of GitHub and every
 * image fetched and checked first; the images are then stored, and the project and its repository's
 * facts written in one transaction. If that fails, the stored images are taken back.
 */
export async function importRepository(
  fullName: string,
  options: { live: boolean; by?: SavedBy },
  deps: ImportDeps,
): Promise<ImportItem> {
  const { client, db } = deps;
  let raw: unknown;
  try {
    raw = await client.get(`/repos/${fullName}`, { what: `The repository ${fullName}` });
  } catch (error) {
    if (error instanceof GitHubNotFoundError) {
      const link = await findGithubLinkByName(db, fullName);
      if (link) await markGithubMissing(db, link.projectId, deps.clock().toISOString());
    }
    throw error;
  }
  const repo = checkRepository(raw);
  const [existing] = await findGithubLinks(db, [String(repo.id)]);
  if (existing) {
    const inTrash = await deps.projects.get(existing.projectId, { includeInactive: true }).then(
      () => false,
      () => true,
    );
    if (inTrash) return failed(fullName, githubMessages.inTrash);
    return { ...failed(fullName, githubMessages.alreadyImported), projectId: existing.projectId };
  }

  const languages = await client.get<Record<string, number>>(`/repos/${fullName}/languages`);
  const technologies = technologiesOf(languages ?? {}, repo.topics ?? []);
  const fields = projectFieldsOf(repo, technologies);
  const readme = await fetchReadme(fullName, client);
  const writeUp = await writeUpOf(repo, readme, deps).catch((error: unknown) => {
    if (error instanceof GitHubContentError)
      throw new GitHubContentError(`${error.message} Nothing was imported.`);
    throw error;
  });
  try {
    const input = projectCreateSchema.safeParse({
      ...fields,
      body: writeUp.body,
      image: writeUp.images[0] ?? null,
      isActive: options.live,
    });
    if (!input.success) {
      const reasons = input.error.issues.map((issue) => issue.message).join(", ");
      throw new GitHubContentError(`Its details do not fit a project (${reasons}). Nothing was imported.`);
    }
    const now = deps.clock().toISOString();
    const project = await deps.projects.create(input.data, options.by, (trx, projectId) =>
      insertGithubLink(trx, {
        projectId,
        repositoryId: String(repo.id),
        fullName: repo.full_name,
        htmlUrl: repo.html_url,
        stars: Number(repo.stargazers_count ?? 0),
        pushedAt: repo.pushed_at ?? null,
        importedAt: now,
        checkedAt: now,
        missingSince: null,
        written: { ...writtenOf(input.data, writeUp.body), readmeSha: readme?.sha ?? null },
        dailyRefresh: false,
        lastChanges: [],
      }),
    );
    return {
      repository: fullName,
      projectId: project.id,
      title: project.title,
      imported: {
        technologies: project.technologies,
        links: Object.keys(project.links),
        writeUp: writeUp.body.length > 0,
        images: writeUp.images.length,
      },
      notices: writeUp.notices,
      error: null,
    };
  } catch (error) {
    await deps.media.discard(writeUp.images);
    throw error;
  }
}

/** The GitHub fields of a project made from `input`, as Folio wrote them. */
export const writtenOf = (input: ProjectCreateInput, body: string) =>
  githubValuesOf({
    title: input.title,
    description: input.description,
    technologies: input.technologies ?? [],
    links: input.links ?? {},
    body,
  });

/** What the owner is told when a repository could not be imported. */
export function importErrorMessage(error: unknown): string {
  if (error instanceof GitHubError) return error.message;
  if (error instanceof TypeError) return error.message;
  const message =
    (error as { statusCode?: number; message?: string }).statusCode === 400
      ? (error as Error).message
      : undefined;
  return message ?? "It could not be imported because of an error on the server. Nothing of it was kept.";
}
