import { EventEmitter } from "node:events";
import type { FastifyReply } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FeedbackEvents } from "./feedback-events.ts";
import { FeedbackStreams, heartbeatMs } from "./feedback-stream.ts";

/** The raw response a hijacked reply writes to: records what was written and whether it ended. */
class RecordingResponse extends EventEmitter {
  chunks: string[] = [];
  writableEnded = false;
  writeHead() {}
  write(chunk: string) {
    this.chunks.push(chunk);
  }
  end() {
    this.writableEnded = true;
  }
}

const counts = { new: 0, read: 0, archived: 0, spam: 0 };

describe("the feedback event stream", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function open() {
    const raw = new RecordingResponse();
    const reply = { hijack() {}, raw, server: { securityHeaders: () => ({}) } } as unknown as FastifyReply;
    const streams = new FeedbackStreams();
    streams.serve(reply, new FeedbackEvents(), { type: "counts", counts });
    const pings = () => raw.chunks.filter((chunk) => chunk.startsWith("event: ping")).length;
    return { raw, streams, pings };
  }

  it("sends a heartbeat every 20 s while open", () => {
    expect(heartbeatMs).toBe(20_000);
    const { pings } = open();
    vi.advanceTimersByTime(19_999);
    expect(pings()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pings()).toBe(1);
    vi.advanceTimersByTime(40_000);
    expect(pings()).toBe(3);
  });

  it("stops the heartbeat once the browser goes away or the server ends the streams", () => {
    const first = open();
    first.raw.emit("close");
    vi.advanceTimersByTime(60_000);
    expect(first.pings()).toBe(0);
    expect(first.raw.writableEnded).toBe(true);

    const second = open();
    second.streams.closeAll();
    vi.advanceTimersByTime(60_000);
    expect(second.pings()).toBe(0);
    expect(second.raw.writableEnded).toBe(true);
  });
});
