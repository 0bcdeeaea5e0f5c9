import type { Kysely, Selectable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import type { TestimonialSubmissionStatus } from "#shared/testimonial-requests/rules.ts";
import type { TestimonialRequestTable, TestimonialSubmissionTable } from "./testimonial-requests.table.ts";

export type RequestRow = Selectable<TestimonialRequestTable>;
export type SubmissionRow = Selectable<TestimonialSubmissionTable> & { client_name: string };

export async function insertRequest(db: Db, row: TestimonialRequestTable): Promise<void> {
  await db.insertInto("testimonial_request").values(row).execute();
}

export const findRequest = (db: Db, id: string) =>
  db.selectFrom("testimonial_request").selectAll().where("id", "=", id).executeTakeFirst();

export const findRequestByHash = (db: Db, tokenHash: string) =>
  db.selectFrom("testimonial_request").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();

/** Every request, newest first. */
export const listRequests = (db: Db) =>
  db.selectFrom("testimonial_request").selectAll().orderBy("created_at", "desc").orderBy("id").execute();

/**
 * Removes the requests closed (revoked, expired, or a single-use link used) before `before`, with the
 * testimonials sent through them and decided; a request with a testimonial still pending stays. Answers
 * how many went.
 */
export async function purgeClosedRequests(db: Kysely<DB>, before: string): Promise<number> {
  const closed = await db
    .selectFrom("testimonial_request as r")
    .select("r.id")
    .where((eb) =>
      eb.or([
        eb("r.revoked_at", "<", before),
        eb("r.expires_at", "<", before),
        eb.and([eb("r.single_use", "=", 1), eb("r.used_at", "<", before)]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("testimonial_submission as s")
            .select("s.id")
            .whereRef("s.request_id", "=", "r.id")
            .where("s.status", "=", "pending"),
        ),
      ),
    )
    .execute();
  const ids = closed.map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("testimonial_submission")
      .where("request_id", "in", ids)
      .where("status", "<>", "pending")
      .execute();
    await trx.deleteFrom("testimonial_request").where("id", "in", ids).execute();
  });
  return ids.length;
}

export async function markRevoked(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("testimonial_request")
    .set({ revoked_at: at })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Marks the request used, once: for a single-use link the update is the claim (only one submission
 * can win it, however many arrive at once); answers whether this call claimed it.
 */
export async function claimRequest(db: Db, id: string, at: string, singleUse: boolean): Promise<boolean> {
  if (!singleUse) {
    await db
      .updateTable("testimonial_request")
      .set({ used_at: at })
      .where("id", "=", id)
      .where("used_at", "is", null)
      .execute();
    return true;
  }
  const result = await db
    .updateTable("testimonial_request")
    .set({ used_at: at })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertSubmission(db: Db, row: TestimonialSubmissionTable): Promise<void> {
  await db.insertInto("testimonial_submission").values(row).execute();
}

const submissions = (db: Db) =>
  db
    .selectFrom("testimonial_submission as s")
    .innerJoin("testimonial_request as r", "r.id", "s.request_id")
    .selectAll("s")
    .select("r.client_name");

export const findSubmission = (db: Db, id: string): Promise<SubmissionRow | undefined> =>
  submissions(db).where("s.id", "=", id).executeTakeFirst();

/** The submissions of one status, oldest first (the order they arrived in). */
export const listSubmissions = (db: Db, status: TestimonialSubmissionStatus): Promise<SubmissionRow[]> =>
  submissions(db).where("s.status", "=", status).orderBy("s.created_at").orderBy("s.id").execute();

export async function updateSubmission(
  db: Db,
  id: string,
  patch: Partial<Omit<TestimonialSubmissionTable, "id" | "request_id" | "created_at">>,
): Promise<void> {
  await db.updateTable("testimonial_submission").set(patch).where("id", "=", id).execute();
}

/**
 * Decides a pending submission, once: the update is conditional on it still being pending, so two
 * decisions at once cannot both win. Answers whether this call decided it.
 */
export async function decideSubmission(
  db: Db,
  id: string,
  status: Exclude<TestimonialSubmissionStatus, "pending">,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("testimonial_submission")
    .set({ status, decided_at: at })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
