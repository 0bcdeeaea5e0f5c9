import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { FeedbackList, FeedbackMessage } from "#shared/feedback/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";
import { insertFeedback } from "./feedback.repository.ts";
import { storedMessages, submit, validSubmission } from "./feedback-test-helpers.ts";

describe(`the owner's inbox on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));
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

  it("lists newest first with counts per folder; 'all' is every folder but spam", async () => {
    const items = await seed();
    expect(items.map((m) => m.user_name)).toEqual(["Third Person", "Second Person", "First Person"]);
    const all = await list("?status=all");
    expect(all.items).toEqual(items);
    expect(all.counts).toEqual({ new: 3, read: 0, archived: 0, spam: 1 });
    // The tab header's "in total" (every folder but spam) is the 'All' folder's total.
    expect(all.total).toBe(all.counts.new + all.counts.read + all.counts.archived);
    expect((await list("?q=bot")).total).toBe(0);
    expect((await list("?status=spam&q=bot")).total).toBe(1);
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

  it("keeps the search index with the messages: quotes, short searches, totals, messages gone for good", async () => {
    await seed();
    await submit(
      t.app,
      validSubmission({ user_name: "Quoting Person", message: 'She said "ship it" twice' }),
    );
    expect((await list(`?q=${encodeURIComponent('"ship it"')}`)).items.map((m) => m.user_name)).toEqual([
      "Quoting Person",
    ]);
    expect((await list("?q=ÉCOND")).total).toBe(0);
    expect((await list("?q=rd")).items.map((m) => m.user_name)).toEqual(["Third Person"]);
    // Without a search the total is the folder's count.
    const all = await list();
    expect(all.total).toBe(all.counts.new + all.counts.read + all.counts.archived);
    expect((await list("?status=spam")).total).toBe(1);
    await t.app.db.deleteFrom("feedback_message").where("user_name", "=", "Quoting Person").execute();
    await submit(t.app, validSubmission({ user_name: "Later Person", message: "Nothing quoted here" }));
    expect((await list("?q=ship")).total).toBe(0);
    expect((await list("?q=quoted")).items.map((m) => m.user_name)).toEqual(["Later Person"]);
  });

  /** `count` messages straight into the table; every `sameTime` of them share one timestamp. */
  async function insertMany(count: number, sameTime = 1) {
    const base = Date.parse("2025-01-01T00:00:00.000Z");
    for (let i = 0; i < count; i += 1) {
      const at = new Date(base + Math.floor(i / sameTime) * 1000).toISOString();
      await insertFeedback(t.app.db, {
        id: randomUUID(),
        user_name: `Person ${i}`,
        user_number: "+44 20 7946 0958",
        user_email: `person${i}@example.com`,
        message: `Message ${i}`,
        status: i % 10 === 9 ? "spam" : "new",
        spam_reason: i % 10 === 9 ? "owner" : null,
        fill_ms: 5000,
        created_at: at,
        read_at: null,
        updated_at: at,
      });
    }
  }

  /** Follows nextCursor from the first page to the last; answers every page. */
  async function allPages(query: string) {
    const pages: FeedbackList[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await list(`${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      pages.push(page);
      cursor = page.nextCursor;
    }
    return pages;
  }

  it("pages the inbox: 50 by default, then nextCursor until the last page, each message once", async () => {
    await insertMany(60, 3);
    const first = await list();
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(54);
    expect(first.nextCursor).toEqual(expect.any(String));

    const pages = await allPages("?status=all&limit=7");
    expect(pages.map((page) => page.items.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 5]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const paged = pages.flatMap((page) => page.items.map((m) => m.id));
    expect(new Set(paged).size).toBe(54);
    // The same order as one big page: newest first, ties in one stable order.
    expect(paged).toEqual((await list("?limit=200")).items.map((m) => m.id));
    const spam = await allPages("?status=spam&limit=4");
    expect(spam.flatMap((page) => page.items)).toHaveLength(6);
  });

  it("keeps 'Load more' exact while new messages arrive and old ones leave", async () => {
    await insertMany(6);
    const first = await list("?status=new&limit=2");
    expect(first.items.map((m) => m.user_name)).toEqual(["Person 5", "Person 4"]);
    await submit(t.app, validSubmission({ user_name: "Newcomer" }));
    await submit(t.app, validSubmission({ user_name: "Another Newcomer" }));
    await owner("DELETE", `/api/feedback/${first.items[0]?.id}`);
    const second = await list(`?status=new&limit=2&cursor=${encodeURIComponent(first.nextCursor ?? "")}`);
    expect(second.items.map((m) => m.user_name)).toEqual(["Person 3", "Person 2"]);
    expect(second.total).toBe(7);
  });

  it("refuses a page over 200 messages and a cursor it did not make", async () => {
    const tooMany = await owner("GET", "/api/feedback?limit=201");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe("At most 200 messages per page");
    for (const cursor of ["nonsense", Buffer.from('{"a":1}').toString("base64url")]) {
      const response = await owner("GET", `/api/feedback?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error.fields).toEqual({ cursor: "Invalid cursor" });
    }
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

  it("deletes a message out of every folder, restores it on Undo, and purges it for good after a day", async () => {
    const [message, other] = await seed();
    const response = await owner("DELETE", `/api/feedback/${message?.id}`);
    expect(response.statusCode).toBe(204);
    expect((await list()).total).toBe(2);
    expect((await list()).counts.new).toBe(2);
    expect((await owner("GET", `/api/feedback/${message?.id}`)).statusCode).toBe(404);
    expect((await owner("DELETE", `/api/feedback/${message?.id}`)).statusCode).toBe(404);

    const restored = await t.app.inject({
      method: "POST",
      url: `/api/feedback/${message?.id}/restore`,
      headers: { cookie },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(message);
    expect((await list()).items.map((m) => m.id)).toContain(message?.id);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/feedback/${message?.id}/restore`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);

    // Deleted two days ago: the next delete purges it, and it can no longer be restored.
    await owner("DELETE", `/api/feedback/${message?.id}`);
    await t.app.db
      .updateTable("feedback_message")
      .set({ deleted_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where("id", "=", message?.id ?? "")
      .execute();
    await owner("DELETE", `/api/feedback/${other?.id}`);
    expect((await storedMessages(t.app)).map((row) => row.id)).not.toContain(message?.id);
    expect((await storedMessages(t.app)).map((row) => row.id)).toContain(other?.id);
    const gone = await t.app.inject({
      method: "POST",
      url: `/api/feedback/${message?.id}/restore`,
      headers: { cookie },
    });
    expect(gone.statusCode).toBe(404);
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
    expect(lines[1]).toMatch(/^[\w-]+,[\d-]+T[\d:.]+Z,new,Plain Person,'\+44 20 7946 0958,ada@example.com,/);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.body).toContain('"He said ""hi"",\nthen left"');
    expect(response.body).not.toContain("Bot,");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(4);
  });
});
