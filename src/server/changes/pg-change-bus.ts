import { randomUUID } from "node:crypto";
import { createRequire } from "node:module";
import { type Kysely, sql } from "kysely";
import type Pg from "pg";
import type { DB } from "#server/db/schema.ts";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";
import { type ChangeBus, ChangeListeners, type ChangeTopic } from "./change-bus.ts";

/** The one PostgreSQL channel every instance listens on. */
export const CHANGE_CHANNEL = "folio_changes";
/** Topics whose changes are also counted in `change_version`, checked every few seconds. */
const versionedTopics: readonly ChangeTopic[] = ["page"];
/** NOTIFY's payload limit is 8000 bytes; what goes on the wire is ids, never rows. */
const MAX_PAYLOAD_BYTES = 7_000;
/** Notifications kept while the database is unreachable; past this the oldest go (the version check covers pages). */
const MAX_UNSENT = 1_000;

const require = createRequire(import.meta.url);

export interface PgChangeBusOptions {
  databaseUrl: string;
  db: Kysely<DB>;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /** How often the versions are read, in case a notification was lost (default 2 s). */
  checkEveryMs?: number;
}

interface WireMessage {
  o: string;
  t: ChangeTopic;
  v?: number;
  d?: unknown;
}

/**
 * The change bus over PostgreSQL `LISTEN/NOTIFY` (decision 113): a dedicated client listens on
 * `folio_changes`; a publish notifies through the pool, and for a versioned topic bumps its
 * `change_version` row in the same statement. Notifications are delivered at commit, within
 * milliseconds. A lost one (the listener was reconnecting) is caught by the version check, run after
 * every reconnect and every `checkEveryMs`. A publish while the database cannot be reached does not
 * fail the write it follows: its notification is kept and sent on the next check (decision 129).
 */
export function createPgChangeBus({ databaseUrl, db, log, checkEveryMs = 2_000 }: PgChangeBusOptions) {
  const pg = require("pg") as typeof Pg;
  const origin = randomUUID();
  const listeners = new ChangeListeners();
  const seen = new Map<ChangeTopic, number>();
  const onListenerError = (error: unknown) => log.error({ err: error }, "a change listener failed");
  let client: Pg.Client | undefined;
  let closed = false;
  let listening = false;
  let retry: NodeJS.Timeout | undefined;

  /**
   * Counts every versioned change heard, this instance's own too (else the next version check would
   * take its own change for a lost one and deliver it again, without its payload). A version skipped
   * means a notification was lost: that change, whatever it was, is delivered first without a payload
   * (a cache clears everything), since the next one's payload says nothing of it.
   */
  const deliver = (message: WireMessage) => {
    if (message.v !== undefined) {
      const last = seen.get(message.t);
      seen.set(message.t, Math.max(last ?? 0, message.v));
      if (last !== undefined && message.v > last + 1)
        listeners.emit(message.t, undefined, "remote", onListenerError);
    }
    if (message.o === origin) return;
    listeners.emit(message.t, message.d, "remote", onListenerError);
  };

  /** Reads every versioned topic; one that moved since last seen is delivered as a remote change. */
  const checkVersions = async () => {
    const rows = await db
      .selectFrom("change_version")
      .select(["topic", "version"])
      .where("topic", "in", versionedTopics)
      .execute();
    for (const topic of versionedTopics) {
      const version = Number(rows.find((row) => row.topic === topic)?.version ?? 0);
      const last = seen.get(topic);
      seen.set(topic, Math.max(last ?? 0, version));
      if (last !== undefined && version > last) listeners.emit(topic, undefined, "remote", onListenerError);
    }
  };

  const reconnectSoon = () => {
    listening = false;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1_000);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on("notification", (notification) => {
      if (notification.channel !== CHANGE_CHANNEL || !notification.payload) return;
      try {
        deliver(JSON.parse(notification.payload) as WireMessage);
      } catch (error) {
        log.warn({ err: error }, "an unreadable change notification was ignored");
      }
    });
    next.on("error", (error) => {
      if (!closed) log.warn({ err: error }, "the change listener lost its connection; reconnecting");
      reconnectSoon();
    });
    next.on("end", reconnectSoon);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) return void (await next.end().catch(() => undefined));
      listening = true;
      await checkVersions();
    } catch (error) {
      if (!closed) log.warn({ err: error }, "the change listener could not connect; retrying");
      await next.end().catch(() => undefined);
      reconnectSoon();
    }
  };

  /** Tells the other instances (through the pool); a versioned topic's version moves in the same statement. */
  const notify = async (topic: ChangeTopic, payload: string | null) => {
    const message = sql`json_build_object('o', ${origin}::text, 't', ${topic}::text, 'd', ${payload}::json`;
    if (versionedTopics.includes(topic)) {
      await sql`with bumped as (
          insert into change_version (topic, version) values (${topic}, 1)
          on conflict (topic) do update set version = change_version.version + 1
          returning version)
        select pg_notify(${CHANGE_CHANNEL}, (${message}, 'v', bumped.version))::text) from bumped`.execute(
        db,
      );
    } else {
      await sql`select pg_notify(${CHANGE_CHANNEL}, (${message}))::text)`.execute(db);
    }
  };

  /** Notifications that could not be sent while the database was unreachable, oldest first. */
  const unsent: { topic: ChangeTopic; payload: string | null }[] = [];
  const sendUnsent = async () => {
    for (let next = unsent[0]; next; next = unsent[0]) {
      await notify(next.topic, next.payload);
      unsent.shift();
    }
  };

  const started = connect();
  const timer = setInterval(() => {
    if (closed) return;
    sendUnsent()
      .then(checkVersions)
      .catch((error) => log.warn({ err: error }, "could not check change versions"));
  }, checkEveryMs);
  timer.unref();

  const bus: ChangeBus & { readonly listening: boolean; started: Promise<void> } = {
    get listening() {
      return listening;
    },
    started,
    async publish(topic, data, wire = data) {
      listeners.emit(topic, data, "local", onListenerError);
      const payload = wire === undefined ? null : JSON.stringify(wire);
      if (payload && Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES)
        throw new Error(`a change notification of ${Buffer.byteLength(payload)} bytes is too large`);
      try {
        await notify(topic, payload);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // The write it follows is stored: the other instances hear of it once the database is back.
        unsent.push({ topic, payload });
        if (unsent.length > MAX_UNSENT) unsent.shift();
        log.warn({ err: error, topic }, "a change notification waits for the database");
      }
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    async close() {
      closed = true;
      clearInterval(timer);
      if (retry) clearTimeout(retry);
      await started;
      await client?.end().catch(() => undefined);
    },
  };
  return bus;
}
