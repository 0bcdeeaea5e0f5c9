/** One admin write: what changed, in words, by whom and when (newest first on the Overview). */
export interface AuditLogTable {
  id: string;
  /** The dashboard area the write touched: site-config, components, sections, projects, feedback, media. */
  area: string;
  summary: string;
  /** The owner's name, else their e-mail. */
  actor: string;
  created_at: string;
}
