import type { Selectable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { ProjectGithubTable } from "./github.table.ts";

export interface ProjectGithubLink {
  projectId: string;
  repositoryId: string;
  fullName: string;
  htmlUrl: string;
  stars: number;
  pushedAt: string | null;
  importedAt: string;
  checkedAt: string;
  missingSince: string | null;
}

const toLink = (row: Selectable<ProjectGithubTable>): ProjectGithubLink => ({
  projectId: row.project_id,
  repositoryId: row.repository_id,
  fullName: row.full_name,
  htmlUrl: row.html_url,
  stars: Number(row.stars),
  pushedAt: row.pushed_at,
  importedAt: row.imported_at,
  checkedAt: row.checked_at,
  missingSince: row.missing_since,
});

export async function insertGithubLink(db: Db, link: ProjectGithubLink): Promise<void> {
  await db
    .insertInto("project_github")
    .values({
      project_id: link.projectId,
      repository_id: link.repositoryId,
      full_name: link.fullName,
      html_url: link.htmlUrl,
      stars: link.stars,
      pushed_at: link.pushedAt,
      imported_at: link.importedAt,
      checked_at: link.checkedAt,
      missing_since: link.missingSince,
    })
    .execute();
}

/** Every imported project's repository, the most recently imported first. */
export async function listGithubLinks(db: Db): Promise<ProjectGithubLink[]> {
  const rows = await db
    .selectFrom("project_github")
    .selectAll()
    .orderBy("imported_at", "desc")
    .orderBy("project_id")
    .execute();
  return rows.map(toLink);
}

/** The repository a project was imported from, if it was. */
export async function findGithubLinkOfProject(
  db: Db,
  projectId: string,
): Promise<ProjectGithubLink | undefined> {
  const row = await db
    .selectFrom("project_github")
    .selectAll()
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return row ? toLink(row) : undefined;
}

/** The links of the repositories among `repositoryIds` that were imported already. */
export async function findGithubLinks(
  db: Db,
  repositoryIds: readonly string[],
): Promise<ProjectGithubLink[]> {
  if (repositoryIds.length === 0) return [];
  const rows = await db
    .selectFrom("project_github")
    .selectAll()
    .where("repository_id", "in", [...repositoryIds])
    .execute();
  return rows.map(toLink);
}

export async function findGithubLinkByName(db: Db, fullName: string): Promise<ProjectGithubLink | undefined> {
  const row = await db
    .selectFrom("project_github")
    .selectAll()
    .where("full_name", "=", fullName)
    .executeTakeFirst();
  return row ? toLink(row) : undefined;
}

/** The repository's facts as GitHub answers them now (found again: no longer marked missing). */
export async function updateGithubFacts(
  db: Db,
  projectId: string,
  facts: Pick<ProjectGithubLink, "fullName" | "htmlUrl" | "stars" | "pushedAt" | "checkedAt">,
): Promise<void> {
  await db
    .updateTable("project_github")
    .set({
      full_name: facts.fullName,
      html_url: facts.htmlUrl,
      stars: facts.stars,
      pushed_at: facts.pushedAt,
      checked_at: facts.checkedAt,
      missing_since: null,
    })
    .where("project_id", "=", projectId)
    .execute();
}

/** GitHub answered 404: the project stays, marked since the first time. */
export async function markGithubMissing(db: Db, projectId: string, at: string): Promise<void> {
  await db
    .updateTable("project_github")
    .set((eb) => ({ missing_since: eb.fn.coalesce("missing_since", eb.val(at)), checked_at: at }))
    .where("project_id", "=", projectId)
    .execute();
}
