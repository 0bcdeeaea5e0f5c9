import { type Insertable, type Selectable, sql } from "kysely";
import type { Db } from "#server/db/columns.ts";
import { isPostgres } from "#server/db/dialect.ts";
import type {
  FeedbackCounts,
  FeedbackMessage,
  FeedbackReply,
  FeedbackStatus,
} from "#shared/feedback/schema.ts";
import type { FeedbackMessageTable, FeedbackReplyTable } from "./feedback.table.ts";
import type { FeedbackCursor } from "./feedback-cursor.ts";

type Row = Selectable<FeedbackMessageTable>;

export interface FeedbackFilter {
  status: FeedbackStatus | "all";
  q?: string;
}

export function toFeedbackMessage(row: Row): FeedbackMessage {
  return {
    id: row.id,
    user_name: row.user_name,
    user_number: row.user_number,
    user_email: row.user_email,
    message: row.message,
    status: row.status,
    spamReason: row.spam_reason,
    createdAt: row.created_at,
    readAt: row.read_at,
    repliedAt: row.replied_at,
  };
}

/** `%` and `_` typed by the owner are searched for literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const searched = ["user_name", "user_email", "user_number", "message"] as const;

/**
 * Messages whose name, e-mail, number or text contains `q` in any letter case. SQLite: through the
 * trigram index `feedback_search` (migration 085) when `q` has the 3 characters a trigram needs, else
 * by reading every message; PostgreSQL: `lower(column) like`, which its trigram indexes answer.
 */
function containing(db: Db, q: string) {
  if (!isPostgres(db as never) && [...q].length >= 3) {
    const phrase = `"${q.replaceAll('"', '""')}"`;
    return sql<boolean>`feedback_message.rowid in (select rowid from feedback_search where feedback_search match ${phrase})`;
  }
  const pattern = likePattern(q);
  return sql<boolean>`(${sql.join(
    searched.map((column) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** A folder's messages; "all" is every folder but spam, as in a mail client. */
function filtered(db: Db, { status, q }: FeedbackFilter) {
  let query = db.selectFrom("feedback_message").where("deleted_at", "is", null);
  query = status === "all" ? query.where("status", "!=", "spam") : query.where("status", "=", status);
  if (q) query = query.where(containing(db, q));
  return query;
}

export async function insertFeedback(db: Db, row: Insertable<FeedbackMessageTable>): Promise<void> {
  await db.insertInto("feedback_message").values(row).execute();
}

/** A message in the inbox (a deleted one only with `deleted: true`). */
export async function findFeedback(
  db: Db,
  id: string,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<FeedbackMessage | undefined> {
  const row = await db
    .selectFrom("feedback_message")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", deleted ? "is not" : "is", null)
    .executeTakeFirst();
  return row ? toFeedbackMessage(row) : undefined;
}

/** Newest first: `limit` messages after `after` (keyset paging, stable while messages arrive). */
export async function listFeedback(
  db: Db,
  filter: FeedbackFilter,
  page: { limit: number; after?: FeedbackCursor },
) {
  let query = filtered(db, filter);
  const { after } = page;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  // A search on PostgreSQL: the order by an expression, so the planner finds the matches through the
  // trigram indexes and sorts them, rather than reading every message newest first to find a few.
  const newestFirst =
    filter.q && isPostgres(db as never) ? sql<string>`${sql.ref("created_at")} || ''` : sql.ref("created_at");
  const rows = await query
    .selectAll()
    .orderBy(newestFirst, "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .execute();
  return rows.map(toFeedbackMessage);
}

export async function countFeedback(db: Db, filter: FeedbackFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countFeedbackByStatus(db: Db): Promise<FeedbackCounts> {
  const rows = await db
    .selectFrom("feedback_message")
    .where("deleted_at", "is", null)
    .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: FeedbackCounts = { new: 0, read: 0, archived: 0, spam: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export async function updateFeedback(
  db: Db,
  id: string,
  changes: Partial<
    Pick<FeedbackMessageTable, "status" | "spam_reason" | "read_at" | "updated_at" | "replied_at">
  >,
): Promise<boolean> {
  const result = await db
    .updateTable("feedback_message")
    .set(changes)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets or clears a message's deletion time; false when no message was in the other state. */
export async function markDeleted(db: Db, id: string, at: string | null): Promise<boolean> {
  const result = await db
    .updateTable("feedback_message")
    .set({ deleted_at: at })
    .where("id", "=", id)
    .where("deleted_at", at === null ? "is not" : "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes for good the messages deleted before `before` (their replies go with them). */
export async function purgeDeleted(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("feedback_message").where("deleted_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertReply(db: Db, row: FeedbackReplyTable): Promise<void> {
  await db.insertInto("feedback_reply").values(row).execute();
}

const toReply = (row: Selectable<FeedbackReplyTable>): FeedbackReply => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.body,
  createdAt: row.created_at,
});

export async function listReplies(db: Db, messageId: string): Promise<FeedbackReply[]> {
  const rows = await db
    .selectFrom("feedback_reply")
    .selectAll()
    .where("message_id", "=", messageId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toReply);
}

/** Every message matching the filter, newest first, in pages (for the CSV export). */
export async function* streamFeedback(
  db: Db,
  filter: FeedbackFilter,
  pageSize = 500,
): AsyncGenerator<FeedbackMessage> {
  let after: FeedbackCursor | undefined;
  for (;;) {
    const page = await listFeedback(db, filter, { limit: pageSize, after });
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
