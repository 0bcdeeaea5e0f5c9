import type { FastifyReply } from "fastify";
import type { FeedbackEvent, FeedbackEvents } from "./feedback-events.ts";

/** A heartbeat every 20 s keeps proxies and the browser from closing an idle stream. */
export const heartbeatMs = 20_000;

/** The last lines of a stream ended by a shutdown: reconnect after 500 ms. */
export const reconnectHint = "retry: 500\nevent: reconnect\ndata: {}\n\n";

/** Every open stream, so that shutting down can end them instead of waiting on them. */
export class FeedbackStreams {
  private readonly open = new Set<(last?: string) => void>();

  /**
   * Serves one Server-Sent Events stream: `ready` with the current counts, then `feedback` and `counts`
   * events as they happen, and `ping` every 20 s. The reply is hijacked: Fastify neither serialises
   * nor compresses it, so each event reaches the browser the moment it is written.
   */
  serve(
    reply: FastifyReply,
    events: FeedbackEvents,
    initial: Extract<FeedbackEvent, { type: "counts" }>,
  ): void {
    reply.hijack();
    const raw = reply.raw;
    // Hijacked replies skip the onSend hooks, so the baseline security headers are written here.
    raw.writeHead(200, {
      ...reply.server.securityHeaders(),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    const write = (event: string, data: unknown) => {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    // The browser's own reconnect is replaced by the dashboard's schedule; this is only a floor.
    raw.write("retry: 1000\n\n");
    write("ready", initial);

    const unsubscribe = events.subscribe((event) => {
      if (event.type === "feedback") write("feedback", { message: event.message, counts: event.counts });
      else write("counts", { counts: event.counts });
    });
    const heartbeat = setInterval(() => write("ping", { at: new Date().toISOString() }), heartbeatMs);

    const end = (last?: string) => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(end);
      if (!raw.writableEnded) raw.end(last);
    };
    this.open.add(end);
    // The response closes when the browser goes away (or the stream is ended here).
    raw.on("close", () => end());
  }

  /**
   * Ends every stream (the server is stopping) with a reconnect hint: the browser comes back within half
   * a second, through the proxy, to an instance that is still running.
   */
  closeAll(): void {
    for (const end of [...this.open]) end(reconnectHint);
  }
}
