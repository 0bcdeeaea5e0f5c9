/**
 * Whether `error` says the database cannot be reached right now, not that the request was wrong: a
 * PostgreSQL connection refused, cut or timed out, a server shutting down, restarting or full (a
 * restart, a failover, a managed database's maintenance, an idle timeout), or a SQLite file another
 * process holds locked past the busy timeout. Such a request is answered 503 and can be tried again;
 * the pool replaces lost connections by itself (decision 129).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (socketErrors.has(code)) return true;
    // SQLSTATE class 08: connection exception; 57P01–57P03: shutting down, crashed, starting up;
    // 53300: too many connections.
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === "53300") return true;
    if (/^SQLITE_(BUSY|LOCKED|CANTOPEN)/.test(code)) return true;
  }
  return connectionMessages.test(error.message);
}

const socketErrors = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** What node-postgres says when a connection ends under a query, or cannot be had in time. */
const connectionMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed)/;
