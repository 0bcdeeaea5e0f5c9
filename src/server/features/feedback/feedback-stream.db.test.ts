import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";
import { submit, validSubmission } from "./feedback-test-helpers.ts";

interface StreamEvent {
  event: string;
  data: { counts?: Record<string, number>; message?: { user_name: string; status: string } };
}

/** Reads Server-Sent Events from a live response until `until` matches one. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  seen: StreamEvent[],
  until: (event: StreamEvent) => boolean,
): Promise<StreamEvent> {
  const decoder = new TextDecoder();
  let buffer = "";
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = seen.find(until);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching event in ${JSON.stringify(seen)}`);
    const { value, done } = await reader.read();
    if (done) throw new Error("the stream ended");
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) seen.push({ event, data: JSON.parse(data) });
      end = buffer.indexOf("\n\n");
    }
  }
}

describe(`GET /api/feedback/stream on ${testDialect}`, () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    ({ t, cookie } = await buildOwnerApp());
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it("streams counts at once, then each new message and folder change as it happens", async () => {
    const response = await fetch(`${url}/api/feedback/stream`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-cache");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const seen: StreamEvent[] = [];
    const ready = await readUntil(reader, seen, (e) => e.event === "ready");
    expect(ready.data.counts).toEqual({ new: 0, read: 0, archived: 0, spam: 0 });

    await submit(t.app, validSubmission({ user_name: "Live Visitor" }));
    const live = await readUntil(reader, seen, (e) => e.event === "feedback");
    expect(live.data.message).toMatchObject({ user_name: "Live Visitor", status: "new" });
    expect(live.data.counts).toEqual({ new: 1, read: 0, archived: 0, spam: 0 });

    const [row] = await t.app.db.selectFrom("feedback_message").select("id").execute();
    await t.app.inject({
      method: "PATCH",
      url: `/api/feedback/${row?.id}`,
      headers: { cookie },
      payload: { status: "read" },
    });
    const counts = await readUntil(reader, seen, (e) => e.event === "counts");
    expect(counts.data.counts).toEqual({ new: 0, read: 1, archived: 0, spam: 0 });
    await reader.cancel();
  });

  it("sends the baseline security headers that every other answer carries", async () => {
    const other = await fetch(`${url}/api/feedback/counts`, { headers: { cookie } });
    const response = await fetch(`${url}/api/feedback/stream`, { headers: { cookie } });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("cache-control")).toContain("no-cache");
    for (const name of [
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "permissions-policy",
      "content-security-policy",
      "strict-transport-security",
      "server",
      "x-powered-by",
    ]) {
      expect(response.headers.get(name), name).toBe(other.headers.get(name));
    }
    await response.body?.cancel();
  });

  it("answers 401 without a session", async () => {
    const response = await fetch(`${url}/api/feedback/stream`);
    expect(response.status).toBe(401);
  });

  it("does not hold up shutdown: closing the app ends open streams", async () => {
    const response = await fetch(`${url}/api/feedback/stream`, { headers: { cookie } });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, [], (e) => e.event === "ready");
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });
});
