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
}
