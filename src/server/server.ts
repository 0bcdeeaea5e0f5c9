import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";

/** How long closing may take after the drain: requests in flight, the last writes. */
const SHUTDOWN_TIMEOUT_MS = 7_000;
/** How long a start waits for a database that does not answer yet (one starting beside Folio). */
const DATABASE_WAIT_MS = 60_000;

/**
 * Migrates, waiting (a line in the log, then a try every second, for up to a minute) while the database
 * cannot be reached: a compose file or a machine's boot may start PostgreSQL after Folio (decision 129).
 */
async function migrateOnceReachable(database: ReturnType<typeof openDatabase>, publicUrl: string) {
  const giveUpAt = Date.now() + DATABASE_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateToLatest(database.db, publicUrl);
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > giveUpAt) throw error;
      if (attempt === 1)
        console.error(`Waiting for the database (${error instanceof Error ? error.message : error})…`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config);
  await migrateOnceReachable(database, config.publicUrl);
  const app = await buildApp({ config, database });

  let stopping = false;
  /**
   * SIGTERM (decision 117): report not-ready at once, keep answering for the drain period so a proxy's
   * health check takes this instance out of rotation, then stop accepting connections, answer every
   * request already received, end the live streams with a reconnect hint, and exit. SIGINT (Ctrl-C in a
   * terminal) skips the drain. The whole stop is bounded: drain + 7 s.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = signal === "SIGTERM" ? config.shutdownDrainMs : 0;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, drainMs + SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    // The database closes after the app: its own close hooks (the last batch of page views) still write.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  // Fastify logs its own JSON "Server listening" entry at info; the readable line below replaces it.
  const level = app.log.level;
  if (["info", "debug", "trace"].includes(level)) app.log.level = "warn";
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const db = database.dialect === "sqlite" ? `SQLite at ${config.dataDir}/folio.db` : "PostgreSQL";
  // PUBLIC_URL is the address to open: sign-in only accepts requests from its origin.
  console.log(`Folio is running at ${config.publicUrl} (listening on ${host}:${port}, ${db})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
