import { describe, expect, it } from "vitest";
import { defaultHeroContent } from "#shared/sections/defaults.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { storedMessages, submit, validSubmission } from "./feedback-test-helpers.ts";

/** The inbox is not on the public page: working through it never drops the page's cached answer. */
describe("the inbox and the public page cache", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const page = async () => (await t.app.inject({ method: "GET", url: "/" })).body;
  const setStatus = (id: string, status: string) =>
    t.app.inject({ method: "PATCH", url: `/api/feedback/${id}`, headers: { cookie }, payload: { status } });

  it("keeps the cached page when a message is read, marked unread, archived, flagged or deleted", async () => {
    expect((await submit(t.app, validSubmission())).statusCode).toBe(201);
    const [message] = await storedMessages(t.app);
    if (!message) throw new Error("the message was not stored");
    await page();
    // Changed behind the app's back: only a cleared cache would show it.
    await t.app.db
      .updateTable("content_section")
      .set({ content: JSON.stringify({ ...defaultHeroContent, mainTitle: "Changed behind the cache" }) })
      .where("id", "=", "hero")
      .execute();

    for (const status of ["read", "new", "archived", "spam"]) {
      expect((await setStatus(message.id, status)).statusCode).toBe(200);
    }
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/feedback/${message.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await page()).includes("Changed behind the cache")).toBe(false);
  });
});
