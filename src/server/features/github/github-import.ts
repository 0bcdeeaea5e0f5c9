import { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import { mediaLimits } from "#server/features/media/media-limits.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import { githubMessages } from "#shared/github/rules.ts";
import type { GithubImportResult } from "#shared/github/schema.ts";
import { caseStudyLimits } from "#shared/projects/case-study.ts";
import { projectCreateSchema } from "#shared/projects/schema.ts";
import type { Lookup } from "./address-check.ts";
import { megabytes } from "./capped-body.ts";
import {
  findGithubLinkByName,
  findGithubLinks,
  insertGithubLink,
  markGithubMissing,
} from "./github.repository.ts";
import type { GitHubClient } from "./github-client.ts";
import { GitHubContentError, GitHubError, GitHubNotFoundError } from "./github-errors.ts";
import {
  checkRepository,
  projectFieldsOf,
  type RawReadme,
  readmeBases,
  readmeText,
  technologiesOf,
} from "./github-mapping.ts";
import { fetchImage } from "./image-fetch.ts";
import { absolutiseReadme, replaceImages } from "./readme-urls.ts";

export type ImportItem = GithubImportResult["items"][number];

export interface ImportDeps {
  db: Kysely<DB>;
  client: GitHubClient;
  apiUrl: string;
  projects: Pick<ProjectService, "create">;
  media: Pick<MediaService, "upload" | "discard">;
  clock: Clock;
  /** The resolver behind the image fetches' address check (tests). */
  resolve?: Lookup;
}

/** README images copied at most per repository; the rest stay links. */
const maxImages = 20;
/** The README's JSON answer read at most (base64 of a write-up's most, with room). */
const readmeMaxBytes = 2 * 1024 * 1024;

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
  if (existing) return { ...failed(fullName, githubMessages.alreadyImported), projectId: existing.projectId };

  const languages = await client.get<Record<string, number>>(`/repos/${fullName}/languages`);
  const technologies = technologiesOf(languages ?? {}, repo.topics ?? []);
  const fields = projectFieldsOf(repo, technologies);
  const notices: string[] = [];

  let markdown = "";
  let images: string[] = [];
  const readme = await client
    .get<RawReadme>(`/repos/${fullName}/readme`, { what: "The README", maxBytes: readmeMaxBytes })
    .catch((error: unknown) => {
      if (error instanceof GitHubNotFoundError) return undefined;
      if (error instanceof GitHubContentError)
        throw new GitHubContentError(`The README is too large. ${error.message}`);
      throw error;
    });
  if (readme) {
    const text = readmeText(readme);
    if ("tooLarge" in text) {
      return failed(
        fullName,
        `The README is ${megabytes(text.tooLarge)}; a write-up holds at most ${caseStudyLimits.bodyMax.toLocaleString("en")} characters. Nothing was imported.`,
      );
    }
    ({ markdown, images } = await absolutiseReadme(text.text, readmeBases(repo, readme, deps.apiUrl)));
  }

  if (images.length > maxImages)
    notices.push(`Only the first ${maxImages} images were copied; the others are links.`);
  const fetched: { url: string; bytes: Buffer }[] = [];
  for (const url of images.slice(0, maxImages)) {
    try {
      const image = await fetchImage(url, {
        apiUrl: deps.apiUrl,
        maxBytes: mediaLimits.imageBytes,
        resolve: deps.resolve,
      });
      fetched.push({ url, bytes: image.bytes });
    } catch (error) {
      if (!(error instanceof GitHubContentError)) throw error;
      notices.push(`Image ${url} was not copied: ${error.message}`);
    }
  }

  const copies = new Map<string, string>();
  try {
    for (const { url, bytes } of fetched) {
      try {
        copies.set(url, (await deps.media.upload(Readable.from([bytes]))).url);
      } catch (error) {
        notices.push(`Image ${url} was not copied: ${(error as Error).message}`);
      }
    }
    const body = markdown ? await replaceImages(markdown, copies) : "";
    if (body.length > caseStudyLimits.bodyMax) {
      throw new GitHubContentError(
        `The README, with its addresses made whole, is longer than a write-up's ${caseStudyLimits.bodyMax.toLocaleString("en")} characters. Nothing was imported.`,
      );
    }
    const input = projectCreateSchema.safeParse({
      ...fields,
      body,
      image: [...copies.values()][0] ?? null,
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
      }),
    );
    return {
      repository: fullName,
      projectId: project.id,
      title: project.title,
      imported: {
        technologies: project.technologies,
        links: Object.keys(project.links),
        writeUp: body.length > 0,
        images: copies.size,
      },
      notices,
      error: null,
    };
  } catch (error) {
    await deps.media.discard([...copies.values()]);
    throw error;
  }
}

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
