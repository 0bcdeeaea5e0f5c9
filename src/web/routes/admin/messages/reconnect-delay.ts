/** How long to wait before reconnecting after `attempt` consecutive failures (0-based). */
export function reconnectDelayMs(attempt: number): number {
  if (attempt < 5) return 1_000;
  if (attempt < 15) return 5_000;
  if (attempt < 100) return 10_000;
  return 60_000;
}

/** The server's heartbeat; a stream silent for much longer than this is treated as dead. */
export const heartbeatMs = 20_000;
export const staleAfterMs = heartbeatMs * 2.5;
