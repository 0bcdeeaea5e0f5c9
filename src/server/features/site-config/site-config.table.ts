/** One row (id 1): the site configuration document and its version for optimistic concurrency. */
export interface SiteConfigTable {
  id: number;
  /** The site configuration document as JSON text. */
  config: string;
  version: number;
  updated_at: string;
}
