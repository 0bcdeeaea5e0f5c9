import type { Generated } from "kysely";

/** The `project_github` table: the repository a project was imported from and its facts (decision 140). */
export interface ProjectGithubTable {
  project_id: string;
  /** GitHub's numeric id, as text: it survives a rename. */
  repository_id: string;
  full_name: string;
  html_url: string;
  stars: number;
  pushed_at: string | null;
  imported_at: string;
  checked_at: string;
  /** When GitHub first answered 404 for it (renamed away, deleted or made private); null while it exists. */
  missing_since: string | null;
  /**
   * JSON: what Folio last wrote to each of the project's GitHub fields, and the README's `sha` it was
   * made from (decision 146). Null for a project imported before it was kept: every field is locked.
   */
  written: string | null;
  /** 0/1: refreshed by the daily job. */
  daily_refresh: Generated<number>;
  /** JSON array: the fields the last refresh wrote. */
  last_changes: string | null;
}
