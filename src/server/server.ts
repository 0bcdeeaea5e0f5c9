import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

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
  await migrateToLatest(database.db, config.publicUrl);
  const app = await buildApp({ config, database });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
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
