import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FeedbackList, FeedbackMessage } from "../../../shared/feedback.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { signInAsOwner } from "../../../test/owner-session.ts";
import { testDialect } from "../../../test/test-database.ts";
import { storedMessages, submit, validSubmission } from "./feedback-test-helpers.ts";

describe(`the owner's inbox on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom("feedback_message").execute();
  });

  const owner = (method: "GET" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const list = async (query = "") => (await owner("GET", `/api/feedback${query}`)).json() as FeedbackList;

  async function seed() {
    await submit(t.app, validSubmission({ user_name: "First Person", message: "Oldest message" }));
    await submit(t.app, validSubmission({ user_name: "Second Person", user_email: "second@example.com" }));
    await submit(t.app, validSubmission({ user_name: "Spam Bot", website: "http://x.example" }));
    await submit(t.app, validSubmission({ user_name: "Third Person", message: "About 100% of my budget_x" }));
    return (await list()).items;
  }

  it("answers 401 to every owner route without a session and changes nothing", async () => {
    await seed();
    const [first] = await storedMessages(t.app);
    for (const [method, url] of [
      ["GET", "/api/feedback"],
      ["GET", "/api/feedback/counts"],
      ["GET", "/api/feedback/stream"],
      ["GET", "/api/feedback/export"],
      ["GET", `/api/feedback/${first?.id}`],
      ["PATCH", `/api/feedback/${first?.id}`],
      ["DELETE", `/api/feedback/${first?.id}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === "PATCH" ? { status: "read" } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
    }
    expect(await storedMessages(t.app)).toHaveLength(4);
  });

  it("lists newest first with counts per folder", async () => {
    const items = await seed();
    expect(items.map((m) => m.user_name)).toEqual([
      "Third Person",
      "Spam Bot",
      "Second Person",
      "First Person",
    ]);
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.counts).toEqual({ new: 3, read: 0, archived: 0, spam: 1 });
    expect((await owner("GET", "/api/feedback/counts")).json()).toEqual({
      new: 3,
      read: 0,
      archived: 0,
      spam: 1,
    });
  });

  it("filters by folder and searches name, e-mail and text case-insensitively and literally", async () => {
    await seed();
    expect((await list("?status=spam")).items.map((m) => m.user_name)).toEqual(["Spam Bot"]);
    expect((await list("?status=new")).total).toBe(3);
    expect((await list("?q=SECOND%40EXAMPLE")).items.map((m) => m.user_name)).toEqual(["Second Person"]);
    expect((await list("?q=oldest")).items.map((m) => m.user_name)).toEqual(["First Person"]);
    expect((await list("?q=100%25")).items.map((m) => m.user_name)).toEqual(["Third Person"]);
    expect((await list("?q=budget_x")).total).toBe(1);
    expect((await list("?q=t_x")).total).toBe(1);
    expect((await list("?q=%25%25")).total).toBe(0);
    expect((await list("?status=read&q=person")).total).toBe(0);
  });

  it("refuses an unknown folder", async () => {
    const response = await owner("GET", "/api/feedback?status=deleted");
    expect(response.statusCode).toBe(400);
  });

  it("marks read, unread, archived, spam and not spam, keeping when it was first read", async () => {
    const [message] = (await seed()).filter((m) => m.user_name === "Second Person") as FeedbackMessage[];
    const id = message?.id as string;
    const read = (await owner("PATCH", `/api/feedback/${id}`, { status: "read" })).json() as FeedbackMessage;
    expect(read.status).toBe("read");
    expect(read.readAt).toEqual(expect.any(String));
    const archived = (await owner("PATCH", `/api/feedback/${id}`, { status: "archived" })).json();
    expect(archived).toMatchObject({ status: "archived", readAt: read.readAt });
    const spam = (await owner("PATCH", `/api/feedback/${id}`, { status: "spam" })).json();
    expect(spam).toMatchObject({ status: "spam", spamReason: "owner" });
    const notSpam = (await owner("PATCH", `/api/feedback/${id}`, { status: "read" })).json();
    expect(notSpam).toMatchObject({ status: "read", spamReason: null });
    const unread = (await owner("PATCH", `/api/feedback/${id}`, { status: "new" })).json();
    expect(unread).toMatchObject({ status: "new", readAt: null });
    expect((await owner("GET", `/api/feedback/${id}`)).json()).toEqual(unread);
    expect((await list()).counts).toEqual({ new: 3, read: 0, archived: 0, spam: 1 });
  });

  it("refuses a bad status and answers 404 for an unknown message", async () => {
    const [message] = await seed();
    const bad = await owner("PATCH", `/api/feedback/${message?.id}`, { status: "deleted" });
    expect(bad.statusCode).toBe(400);
    expect((await owner("PATCH", "/api/feedback/nope", { status: "read" })).statusCode).toBe(404);
    expect((await owner("GET", "/api/feedback/nope")).statusCode).toBe(404);
    expect((await owner("DELETE", "/api/feedback/nope")).statusCode).toBe(404);
    expect((await list()).counts.new).toBe(3);
  });

  it("deletes a message for good", async () => {
    const [message] = await seed();
    const response = await owner("DELETE", `/api/feedback/${message?.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list()).total).toBe(3);
    expect((await owner("GET", `/api/feedback/${message?.id}`)).statusCode).toBe(404);
  });

  it("exports the filtered messages as CSV, quoted and safe from spreadsheet formulas", async () => {
    await submit(
      t.app,
      validSubmission({ user_name: '=HYPERLINK("http://evil")', message: 'He said "hi",\nthen left' }),
    );
    await submit(t.app, validSubmission({ user_name: "Plain Person" }));
    await submit(t.app, validSubmission({ user_name: "Bot", fill_ms: 10 }));
    const response = await owner("GET", "/api/feedback/export?status=new");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="feedback-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("id,received_at,status,name,phone,email,message,read_at,spam_reason");
    expect(lines[1]).toMatch(/^[\w-]+,[\d-]+T[\d:.]+Z,new,Plain Person,'\+44 20 7946,ada@example.com,/);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.body).toContain('"He said ""hi"",\nthen left"');
    expect(response.body).not.toContain("Bot,");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(4);
  });
});
