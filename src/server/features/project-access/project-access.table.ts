import type { Generated } from "kysely";

/** A protected project's share link for one recipient (decision 158); only the token's SHA-256 is kept. */
export interface ProjectShareLinkTable {
  id: string;
  project_id: string;
  recipient: string;
  token_hash: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_opened_at: string | null;
  open_count: Generated<number>;
}
