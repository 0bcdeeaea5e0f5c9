import { existsSync } from "node:fs";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { type ChangeBus, createLocalChangeBus } from "./changes/change-bus.ts";
import { createPgChangeBus } from "./changes/pg-change-bus.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { registerAuth } from "./features/auth/auth.plugin.ts";
import { authLoader } from "./features/auth/auth-loader.ts";
import { registerFeatures } from "./features/index.ts";
import { registerLiveSiteConfig } from "./features/site-config/live-site-config.ts";
import { registerPublicReadCache } from "./http/public-read-cache.ts";
import { registerRouteTable } from "./http/route.ts";
import { AccessLog, loggerOptions } from "./logger.ts";
import { type MailOptions, registerMail } from "./mail/mail.plugin.ts";
import { readChangeScope } from "./pages/cache-scope.ts";
import { registerPageRoutes } from "./pages/page.routes.ts";
import { invalidateOnOwnerWrites, PageCache } from "./pages/page-cache.ts";
import { createBuiltRenderer, createDevRenderer } from "./pages/page-renderer.ts";
import { clientDistDir } from "./paths.ts";
import { connectionOptions, registerSlowBodyGuard } from "./plugins/connection-limits.ts";
import { registerErrorHandler } from "./plugins/error-handler.ts";
import { JSON_BODY_LIMIT, registerJsonBodyParser } from "./plugins/json-body.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticAssets } from "./plugins/static-assets.ts";
import { registerViteDev } from "./plugins/vite-dev.ts";
import { createServices } from "./services.ts";
import "./types.ts";

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The mail outbox worker's clock, poll interval and auto start (tests). */
  mail?: Pick<MailOptions, "now" | "pollIntervalMs" | "autoStart">;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
  /** The services' clock (tests move it to another day). */
  clock?: Clock;
}

/** Builds the whole HTTP application: plugins → features → pages. Used by server.ts and by tests. */
export async function buildApp({
  config,
  database,
  mail,
  logStream,
  clock,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    // While closing, a request that still arrives on an open connection is answered, not refused.
    return503OnClosing: false,
    forceCloseConnections: "idle",
    bodyLimit: JSON_BODY_LIMIT,
    ...connectionOptions(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("dialect", database.dialect);
  database.onConnectionLost((error) =>
    app.log.warn({ err: error }, "a database connection was lost; the pool replaces it"),
  );
  const auth = authLoader({ config, db: database.db, dialect: database.dialect });
  app.decorate("auth", auth);
  // Every cache and live stream hears of changes through it: on PostgreSQL, from every instance.
  const changes: ChangeBus =
    database.dialect === "postgres" && config.databaseUrl
      ? createPgChangeBus({ databaseUrl: config.databaseUrl, db: database.db, log: app.log })
      : createLocalChangeBus();
  app.decorate("changes", changes);
  app.decorate("lifecycle", { draining: false });
  // Draining (decision 117): every answer closes its connection, so keep-alive clients and proxies
  // open their next one elsewhere.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (app.lifecycle.draining) reply.header("connection", "close");
    return payload;
  });
  app.addHook("onClose", () => changes.close());
  app.decorate(
    "services",
    createServices({
      db: database.db,
      dialect: database.dialect,
      config,
      auth,
      log: app.log,
      clock,
      changes,
    }),
  );
  registerRouteTable(app);

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSlowBodyGuard(app);
  // The stored security settings (enableCSP, enableHSTS, hideServerInfo) apply on the next response.
  const liveSiteConfig = registerLiveSiteConfig(app);
  registerSecurityHeaders(app, () => liveSiteConfig.securityPolicy());
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });

  // Operator-facing output (setup link, console mail) goes to stdout unless LOG_LEVEL=silent.
  const write = config.logLevel === "silent" ? () => {} : (text: string) => void process.stdout.write(text);
  registerMail(app, { write, ...mail });
  registerAuth(app, write);
  // The cached pages, sitemap and public reads: each owner write drops the ones it touches
  // (decision 155), the files kept beside them follow the same scope.
  const pageCache = new PageCache();
  app.decorate("pageCache", pageCache);
  changes.subscribe("page", (data) => pageCache.invalidate(readChangeScope(data)));
  invalidateOnOwnerWrites(app, changes);
  // The résumé's PDF is made from everything: every change makes it again.
  pageCache.onInvalidate(() => app.services.resume.invalidate());
  pageCache.onInvalidate((scope) => app.services.socialCards.invalidate(scope));
  registerPublicReadCache(app, pageCache);
  await registerFeatures(app);

  if (config.mode === "development") {
    registerPageRoutes(app, { renderer: createDevRenderer(await registerViteDev(app)), cache: pageCache });
  } else {
    if (existsSync(clientDistDir)) await registerStaticAssets(app);
    registerPageRoutes(app, { renderer: await createBuiltRenderer(), cache: pageCache });
  }
  return app;
}
