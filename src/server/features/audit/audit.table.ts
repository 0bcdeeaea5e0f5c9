/** One admin write: what changed, in words, by whom and when (newest first on the Overview). */
export interface AuditLogTable {
  id: string;
  /** The dashboard area the write touched: site-config, components, sections, projects, feedback, media. */
  area: string;
  summary: string;
  /** The owner's name, else their e-mail. */
  actor: string;
  /** The account that made the change (null for entries written before roles, or by nobody signed in). */
  actor_id: string | null;
  created_at: string;
}
