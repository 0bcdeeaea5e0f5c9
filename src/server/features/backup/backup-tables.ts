import type { DB } from "#server/db/schema.ts";

export type TableName = keyof DB & string;

export interface BackedUpTable {
  readonly name: TableName;
  /** A unique column the dump pages through in order. */
  readonly key: string;
  /** Whether the key is a number (ordered as one); otherwise text, ordered byte by byte on both dialects. */
  readonly numericKey?: boolean;
  /** Columns stored as 0/1 on SQLite and boolean on PostgreSQL: written as true/false in a backup. */
  readonly booleans?: readonly string[];
  /** Binary columns (bytes): written as base64 text in a backup. */
  readonly binary?: readonly string[];
  /** Written by a first start on its own (seeds, setup token): does not make a database "not empty". */
  readonly firstStart?: boolean;
}

/**
 * Every table a backup holds, parents before children (a restore inserts in this order and deletes in
 * the reverse one). A test compares this list with the migrated schema, so a new table cannot be
 * forgotten: add it here (or to `transientTables`) in the change that creates it.
 */
export const backedUpTables: readonly BackedUpTable[] = [
  { name: "app_setting", key: "key", firstStart: true },
  { name: "site_config", key: "id", numericKey: true, firstStart: true },
  { name: "component_list", key: "id", numericKey: true, firstStart: true },
  { name: "content_section", key: "id", firstStart: true },
  // Entries a save removed from their section, waiting in the Trash (decision 142's addendum).
  { name: "trash_entry", key: "id" },
  { name: "auth_user", key: "id", booleans: ["email_verified", "two_factor_enabled"] },
  { name: "auth_account", key: "id" },
  // The TOTP secret is encrypted with the auth secret and the recovery codes are hashed (decision 068).
  { name: "auth_two_factor", key: "id", booleans: ["verified"] },
  // Passkeys' public keys are not secrets; without them a restore would lock out passkey-only sign-ins.
  { name: "auth_passkey", key: "id", booleans: ["backed_up"] },
  { name: "media", key: "id" },
  { name: "project", key: "id" },
  { name: "project_slug_history", key: "slug" },
  // The repository a project was imported from, its stars and last push (decision 140).
  { name: "project_github", key: "project_id" },
  // Share links of protected projects, their tokens hashed (decision 158).
  { name: "project_share_link", key: "id" },
  // Every saved version of the editors' items, their content compressed (decision 138).
  { name: "item_version", key: "id", binary: ["content"] },
  // What waits to go live or offline (decision 150).
  { name: "scheduled_change", key: "id" },
  { name: "feedback_message", key: "id" },
  { name: "feedback_reply", key: "id" },
  // Testimonial requests (their tokens hashed) and what clients sent through them (decision 157).
  { name: "testimonial_request", key: "id" },
  { name: "testimonial_submission", key: "id" },
  // The Writing tab's posts and their earlier addresses (decision 159).
  { name: "post", key: "id" },
  { name: "post_slug_history", key: "slug" },
  { name: "mail_outbox", key: "id" },
  { name: "audit_log", key: "id" },
  { name: "page_view_day", key: "day" },
  { name: "analytics_day", key: "id" },
  { name: "analytics_event", key: "id" },
];

/**
 * Security state that is never written to a backup file: live session tokens, password-reset links and
 * rate-limit counters. A restore empties them, so everyone signs in again (decision 049).
 */
export const transientTables: readonly TableName[] = [
  "auth_session",
  "auth_verification",
  "auth_rate_limit",
  // Pending invitation links: a restore drops them; the owner invites again (decision 068).
  "user_invitation",
  // The daily salt: a backup must never let anyone link visitors across days (decision 064).
  "analytics_salt",
  // The change bus's counters (decision 113): only meaningful to the instances running now.
  "change_version",
  // Open live-update streams (decision 115): they end with the instances holding them.
  "stream_slot",
  // When each scheduled job last ran (decision 116): a restored site's jobs run on their next schedule.
  "job_run",
];

/**
 * Search indexes that triggers keep from a backed-up table (SQLite's FTS5 `feedback_search` and its
 * shadow tables, migration 085): never dumped and never emptied by hand; a restore's deletes and
 * inserts into the table they index keep them right.
 */
export const derivedTablePrefixes = ["feedback_search"] as const;

/** Kysely's migration bookkeeping: recorded in the manifest as the schema version, not dumped. */
export const migrationTables = ["schema_migration", "schema_migration_lock"] as const;

export function findBackedUpTable(name: string): BackedUpTable | undefined {
  return backedUpTables.find((table) => table.name === name);
}
