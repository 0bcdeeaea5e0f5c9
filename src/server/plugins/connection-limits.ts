import type { ServerOptions } from "node:http";
import type { FastifyInstance } from "fastify";

/** All request headers must arrive within this time of the connection's first byte. */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * An idle keep-alive connection is closed after this long: longer than the idle timeout of the client
 * that reuses it (nginx's upstream pool and cloud load balancers keep 60 s, Caddy's pool is set to 55 s),
 * so the client always closes first. The other way round, a proxy can send a request down a connection
 * Folio is closing that same instant, and a visitor's message comes back 502 (decision 152).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often Node checks connections against the headers timeout. */
const CHECK_INTERVAL_MS = 1_000;

/** A request body may take this long before its pace is judged… */
export const BODY_GRACE_MS = 10_000;
/** …and must then average at least this many bytes a second since it began. */
export const BODY_MIN_BYTES_PER_SECOND = 1024;

/**
 * Fastify's server options that cut off slow clients: a client dribbling its headers is dropped
 * after HEADERS_TIMEOUT_MS, an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS. There is no cap
 * on connections per address: behind a reverse proxy every visitor shares one.
 */
export function connectionOptions(): { keepAliveTimeout: number; http: ServerOptions } {
  return {
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CHECK_INTERVAL_MS },
  };
}

/**
 * Drops a connection whose request body arrives too slowly: after BODY_GRACE_MS it must have
 * averaged BODY_MIN_BYTES_PER_SECOND. A fixed deadline would cut off a large upload on a slow but
 * honest line; a minimum pace only cuts off the client that sends a byte now and then to hold a
 * connection open. The pace is read from the socket's byte count, so the body stream is untouched.
 */
export function registerSlowBodyGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const raw = request.raw;
    const socket = raw.socket;
    const hasBody =
      raw.headers["transfer-encoding"] !== undefined || Number(raw.headers["content-length"]) > 0;
    // Injected requests (tests) have no real socket to measure or drop.
    if (!hasBody || typeof socket?.destroy !== "function" || typeof socket.bytesRead !== "number") return;
    const startedAt = Date.now();
    const startBytes = socket.bytesRead;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const elapsed = Date.now() - startedAt;
      if (elapsed < BODY_GRACE_MS) return;
      const pace = ((socket.bytesRead - startBytes) * 1000) / elapsed;
      if (pace >= BODY_MIN_BYTES_PER_SECOND) return;
      clearInterval(timer);
      request.log.info(
        { elapsedMs: elapsed, bytesPerSecond: Math.round(pace) },
        "request body too slow; connection dropped",
      );
      socket.destroy();
    }, 1_000);
    timer.unref();
    raw.once("close", () => clearInterval(timer));
  });
}
