import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { isPostgres } from "#server/db/dialect.ts";
import type { DB } from "#server/db/schema.ts";

/** How many live-update streams one client address may hold open at once (a few dashboard tabs). */
export const MAX_STREAMS_PER_CLIENT = 5;
/** A stream's slot lapses this long after its instance last renewed it (a crash frees it by itself). */
export const STREAM_LEASE_MS = 60_000;

/**
 * Counts open event streams per client address (`request.ip`, so it is the visitor's address behind a
 * trusted proxy) in the database, so the cap holds across every instance (decision 115). `acquire`
 * answers a release function, or undefined when the client is at its cap; releasing twice is harmless.
 * PostgreSQL: the count and the insert run under a transaction-level advisory lock on the address;
 * SQLite's single writer serialises them by itself.
 */
export class StreamSlots {
  readonly #pg: boolean;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly limit = MAX_STREAMS_PER_CLIENT,
    private readonly leaseMs = STREAM_LEASE_MS,
  ) {
    this.#pg = isPostgres(db as Kysely<unknown>);
  }

  async acquire(client: string): Promise<(() => void) | undefined> {
    const id = randomUUID();
    const acquired = await this.db.transaction().execute(async (trx) => {
      if (this.#pg) await sql`select pg_advisory_xact_lock(hashtext(${`stream:${client}`}))`.execute(trx);
      const now = Date.now();
      await trx
        .deleteFrom("stream_slot")
        .where("client", "=", client)
        .where("expires_at", "<", now)
        .execute();
      const { open } = await trx
        .selectFrom("stream_slot")
        .select((eb) => eb.fn.countAll<number>().as("open"))
        .where("client", "=", client)
        .executeTakeFirstOrThrow();
      if (Number(open) >= this.limit) return false;
      await trx
        .insertInto("stream_slot")
        .values({ id, client, expires_at: now + this.leaseMs })
        .execute();
      return true;
    });
    if (!acquired) return undefined;
    const renew = setInterval(() => {
      this.db
        .updateTable("stream_slot")
        .set({ expires_at: Date.now() + this.leaseMs })
        .where("id", "=", id)
        .execute()
        .catch(() => undefined);
    }, this.leaseMs / 3);
    renew.unref();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      clearInterval(renew);
      this.db
        .deleteFrom("stream_slot")
        .where("id", "=", id)
        .execute()
        .catch(() => undefined);
    };
  }
}
