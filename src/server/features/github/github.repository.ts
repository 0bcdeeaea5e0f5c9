import type { Selectable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { GithubField, GithubValues } from "#shared/github/fields.ts";
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
  /** What Folio last wrote to each GitHub field, and the README it was made from (decision 146). */
  written: GithubWritten | null;
  dailyRefresh: boolean;
  /** The fields the last refresh wrote. */
  lastChanges: GithubField[];
}

export type GithubWritten = Partial<GithubValues> & { readmeSha?: string | null };

const parsed = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

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
  written: parsed<GithubWritten | null>(row.written, null),
  dailyRefresh: Number(row.daily_refresh) === 1,
  lastChanges: parsed<GithubField[]>(row.last_changes, []),
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
      written: link.written ? JSON.stringify(link.written) : null,
      daily_refresh: link.dailyRefresh ? 1 : 0,
      last_changes: JSON.stringify(link.lastChanges),
    })
    .execute();
}

/** Every imported project's repository (not those in the Trash), the most recently imported first. */
export async function listGithubLinks(db: Db): Promise<ProjectGithubLink[]> {
  const rows = await db
    .selectFrom("project_github")
    .selectAll("project_github")
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("project")
          .select("project.id")
          .whereRef("project.id", "=", "project_github.project_id")
          .where("project.deleted_at", "is", null),
      ),
    )
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

/** A refresh's outcome: what was written to the project's fields, and which of them changed. */
export async function saveGithubRefresh(
  db: Db,
  projectId: string,
  refresh: { written: GithubWritten; lastChanges: GithubField[] },
): Promise<void> {
  await db
    .updateTable("project_github")
    .set({ written: JSON.stringify(refresh.written), last_changes: JSON.stringify(refresh.lastChanges) })
    .where("project_id", "=", projectId)
    .execute();
}

/** Whether the daily job refreshes this project. */
export async function setDailyRefresh(db: Db, projectId: string, on: boolean): Promise<boolean> {
  const result = await db
    .updateTable("project_github")
    .set({ daily_refresh: on ? 1 : 0 })
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
