import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

/** The searched columns, as the inbox's search reads them. */
const searched = ["user_name", "user_email", "user_number", "message"] as const;

/**
 * The inbox at 100,000 messages (decision 087): partial indexes on the messages not deleted, in the
 * list's order (newest first, then id) for every folder and per folder, which also count the folders
 * without reading the rows (replacing the index on status and time, which read them); and an index for
 * the search, which otherwise reads every message twice.
 * SQLite: an FTS5 trigram index (substrings, any letter case) over the searched columns, kept by
 * triggers. PostgreSQL: pg_trgm GIN indexes on the lowered columns, which `lower(column) like '%…%'`
 * uses; without the extension (not installed, or not allowed) the search works as before, unindexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("feedback_message_inbox_idx")
    .on("feedback_message")
    .columns(["created_at", "id"])
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
  await db.schema
    .createIndex("feedback_message_folder_idx")
    .on("feedback_message")
    .columns(["status", "created_at", "id"])
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
  // The folder counts read this narrow index only (PostgreSQL: an index-only scan once vacuumed). It
  // replaces the index on status and time, through which the counts read every row.
  await db.schema
    .createIndex("feedback_message_status_idx")
    .on("feedback_message")
    .column("status")
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
  await db.schema.dropIndex("feedback_message_status_created_idx").execute();

  if (!isPostgres(db)) {
    const columns = sql.raw(searched.join(", "));
    const values = (row: "new" | "old") => sql.raw(searched.map((column) => `${row}.${column}`).join(", "));
    await sql`create virtual table feedback_search using fts5(${columns}, content='feedback_message', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger feedback_search_insert after insert on feedback_message begin
      insert into feedback_search(rowid, ${columns}) values (new.rowid, ${values("new")});
    end`.execute(db);
    await sql`create trigger feedback_search_delete after delete on feedback_message begin
      insert into feedback_search(feedback_search, rowid, ${columns}) values ('delete', old.rowid, ${values("old")});
    end`.execute(db);
    await sql`create trigger feedback_search_update after update of ${columns} on feedback_message begin
      insert into feedback_search(feedback_search, rowid, ${columns}) values ('delete', old.rowid, ${values("old")});
      insert into feedback_search(rowid, ${columns}) values (new.rowid, ${values("new")});
    end`.execute(db);
    await sql`insert into feedback_search(feedback_search) values ('rebuild')`.execute(db);
    return;
  }

  const { rows } = await sql<{
    name: string;
  }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length === 0) return;
  // A failed CREATE EXTENSION (no privilege) must not abort the migration's transaction.
  await sql`savepoint feedback_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint feedback_trgm`.execute(db);
    return;
  }
  for (const column of searched) {
    await sql`create index ${sql.raw(`feedback_message_${column}_trgm_idx`)} on feedback_message using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of searched)
      await sql`drop index if exists ${sql.raw(`feedback_message_${column}_trgm_idx`)}`.execute(db);
  } else {
    for (const name of ["insert", "delete", "update"])
      await sql`drop trigger if exists ${sql.raw(`feedback_search_${name}`)}`.execute(db);
    await sql`drop table if exists feedback_search`.execute(db);
  }
  await db.schema.dropIndex("feedback_message_folder_idx").execute();
  await db.schema.dropIndex("feedback_message_status_idx").execute();
  await db.schema
    .createIndex("feedback_message_status_created_idx")
    .on("feedback_message")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.dropIndex("feedback_message_inbox_idx").execute();
}
