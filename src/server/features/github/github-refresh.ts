import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import {
  type GithubField,
  type GithubValues,
  githubFields,
  githubValuesOf,
  lockedFields,
  sameValue,
} from "#shared/github/fields.ts";
import { type Project, projectUpdateSchema } from "#shared/projects/schema.ts";
import {
  type GithubWritten,
  markGithubMissing,
  type ProjectGithubLink,
  saveGithubRefresh,
  updateGithubFacts,
} from "./github.repository.ts";
import { GitHubContentError, GitHubNotFoundError } from "./github-errors.ts";
import { checkRepository, projectFieldsOf, type RawRepository, technologiesOf } from "./github-mapping.ts";
import { fetchReadme, type WriteUpDeps, writeUpOf } from "./readme-write-up.ts";

export interface RefreshDeps extends WriteUpDeps {
  db: Kysely<DB>;
  clock: Clock;
  projects: Pick<ProjectService, "get" | "update">;
}

export interface RefreshOutcome {
  /** GitHub answered 404: the project stays, marked. */
  missing: boolean;
  /** The fields written from GitHub. */
  changed: GithubField[];
}

/**
 * One imported project asked of its repository again (decision 146): its stars and last push updated,
 * and every field the owner has not changed since Folio last wrote it set to what GitHub has now. The
 * README is read again only for an unlocked write-up, and made again (its images copied) only when its
 * file changed. Unchanged answers cost nothing: the client sends each URL's ETag.
 */
export async function refreshProject(
  link: ProjectGithubLink,
  deps: RefreshDeps,
  by?: SavedBy,
): Promise<RefreshOutcome> {
  const { db, client } = deps;
  const now = deps.clock().toISOString();
  let repo: RawRepository;
  try {
    repo = checkRepository(
      await client.get(`/repos/${link.fullName}`, { what: `The repository ${link.fullName}` }),
    );
  } catch (error) {
    if (!(error instanceof GitHubNotFoundError)) throw error;
    await markGithubMissing(db, link.projectId, now);
    return { missing: true, changed: [] };
  }
  await updateGithubFacts(db, link.projectId, {
    fullName: repo.full_name,
    htmlUrl: repo.html_url,
    stars: Number(repo.stargazers_count ?? 0),
    pushedAt: repo.pushed_at ?? null,
    checkedAt: now,
  });

  const project = await deps.projects.get(link.projectId, { includeInactive: true });
  const current = githubValuesOf(project);
  const written: GithubWritten = link.written ?? {};
  const locked = lockedFields(current, written);
  const open = githubFields.filter((field) => !locked.includes(field));
  if (open.length === 0) {
    await saveGithubRefresh(db, link.projectId, { written, lastChanges: [] });
    return { missing: false, changed: [] };
  }

  const languages = await client.get<Record<string, number>>(`/repos/${repo.full_name}/languages`);
  const fields = projectFieldsOf(repo, technologiesOf(languages ?? {}, repo.topics ?? []));
  const fromGithub: GithubValues = githubValuesOf({ ...fields, body: written.writeUp ?? "" });
  let readmeSha = written.readmeSha ?? null;
  let images: string[] = [];
  if (open.includes("writeUp")) {
    const readme = await fetchReadme(repo.full_name, client);
    const sha = readme?.sha ?? null;
    if (sha !== readmeSha) {
      const writeUp = await writeUpOf(repo, readme, deps).catch((error: unknown) => {
        if (error instanceof GitHubContentError)
          throw new GitHubContentError(`${error.message} Nothing of the project was changed.`);
        throw error;
      });
      fromGithub.writeUp = writeUp.body;
      images = writeUp.images;
      readmeSha = sha;
    }
  }

  const changed = open.filter((field) => !sameValue(fromGithub[field], current[field]));
  try {
    if (changed.length > 0) {
      const patch = projectUpdateSchema.safeParse(patchOf(changed, fromGithub, project));
      if (!patch.success) {
        const reasons = patch.error.issues.map((issue) => issue.message).join(", ");
        throw new GitHubContentError(
          `GitHub's details do not fit a project (${reasons}). Nothing of the project was changed.`,
        );
      }
      await deps.projects.update(link.projectId, patch.data, by);
    }
    if (!changed.includes("writeUp")) await deps.media.discard(images);
    const nowWritten: GithubWritten = { ...written, readmeSha };
    for (const field of open) Object.assign(nowWritten, { [field]: fromGithub[field] });
    await saveGithubRefresh(db, link.projectId, { written: nowWritten, lastChanges: changed });
    return { missing: false, changed };
  } catch (error) {
    await deps.media.discard(images);
    throw error;
  }
}

/** The project's change that sets `fields` to GitHub's values. */
function patchOf(fields: readonly GithubField[], values: GithubValues, project: Project) {
  const patch: Record<string, unknown> = {};
  const links = { ...project.links };
  for (const field of fields) {
    if (field === "title") patch.title = values.title;
    if (field === "description") patch.description = values.description;
    if (field === "technologies") patch.technologies = values.technologies;
    if (field === "writeUp") patch.body = values.writeUp;
    if (field === "repositoryLink") links.github = values.repositoryLink ?? undefined;
    if (field === "websiteLink") links.live = values.websiteLink ?? undefined;
  }
  if (fields.includes("repositoryLink") || fields.includes("websiteLink")) patch.links = links;
  return patch;
}

/**
 * Unlocks a field the owner changed: what it holds now is taken as Folio's last write, so the next
 * refresh (made at once by the caller) sets it to GitHub's value. An unlocked write-up is made again
 * from the README.
 */
export function unlocked(written: GithubWritten, field: GithubField, project: Project): GithubWritten {
  const next: GithubWritten = { ...written, [field]: githubValuesOf(project)[field] };
  if (field === "writeUp") next.readmeSha = null;
  return next;
}
