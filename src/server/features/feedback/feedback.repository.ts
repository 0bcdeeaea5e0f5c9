import { type Selectable, sql } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { FeedbackCounts, FeedbackMessage, FeedbackStatus } from "#shared/feedback/schema.ts";
import type { FeedbackMessageTable } from "./feedback.table.ts";
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
  };
}

/** `%` and `_` typed by the owner are searched for literally. */
function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A folder's messages; "all" is every folder but spam, as in a mail client. */
function filtered(db: Db, { status, q }: FeedbackFilter) {
  let query = db.selectFrom("feedback_message");
  query = status === "all" ? query.where("status", "!=", "spam") : query.where("status", "=", status);
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or(
        (["user_name", "user_email", "user_number", "message"] as const).map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

export async function insertFeedback(db: Db, row: FeedbackMessageTable): Promise<void> {
  await db.insertInto("feedback_message").values(row).execute();
}

export async function findFeedback(db: Db, id: string): Promise<FeedbackMessage | undefined> {
  const row = await db.selectFrom("feedback_message").selectAll().where("id", "=", id).executeTakeFirst();
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
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
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
  changes: Partial<Pick<FeedbackMessageTable, "status" | "spam_reason" | "read_at" | "updated_at">>,
): Promise<boolean> {
  const result = await db
    .updateTable("feedback_message")
    .set(changes)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteFeedback(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("feedback_message").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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
