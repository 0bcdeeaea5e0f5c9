import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testimonialRequestEndpoints as api } from "#shared/testimonial-requests/endpoints.ts";
import { testDialect } from "#test/test-database.ts";
import {
  createRequest,
  openForm,
  pathOf,
  postForm,
  rows,
  useTestimonialApp,
  validFields,
} from "./testimonial-test-helpers.ts";

describe(`testimonial request links on ${testDialect}`, () => {
  const ctx = useTestimonialApp();

  const list = async () =>
    (await ctx.t.app.inject({ method: "GET", url: api.list.path, headers: { cookie: ctx.cookie } })).json()
      .items as {
      id: string;
      state: string;
    }[];
  const stateOf = async (id: string) => (await list()).find((request) => request.id === id)?.state;

  it("keeps only the SHA-256 of the link's 32-byte token, and shows the link once", async () => {
    const created = await createRequest(ctx.t.app, ctx.cookie);
    const token = pathOf(created.link).split("/").pop() ?? "";
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const stored = (await rows.requests(ctx.t.app)).find((row) => row.id === created.id);
    expect(stored?.token_hash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(await list())).not.toContain(token);
    expect(created.state).toBe("open");
  });

  it("serves the form in the site's language, uncached and not indexed", async () => {
    const created = await createRequest(ctx.t.app, ctx.cookie, {
      clientName: "Ada",
      message: "Your words, please",
    });
    const { page } = await openForm(ctx.t.app, created.link);
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain("Hi Ada,");
    expect(page.body).toContain("Your words, please");
    expect(page.body).toContain("before anything is published");
    expect(page.body).toMatch(/<form enctype="multipart\/form-data" method="post">/i);
  });

  it("answers an unknown link with 404 and an expired one with 410, kindly", async () => {
    const unknown = await ctx.t.app.inject({ method: "GET", url: `/testimonial/${"A".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("This link is not valid");
    const created = await createRequest(ctx.t.app, ctx.cookie, { expiresInDays: 3 });
    ctx.clock.offsetMs = 3 * 86_400_000 + 1000;
    try {
      const expired = await openForm(ctx.t.app, created.link);
      expect(expired.page.statusCode).toBe(410);
      expect(expired.page.body).toContain("This link has expired");
      expect(await stateOf(created.id)).toBe("expired");
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });

  it("closes a revoked link, and the POST to it stores nothing", async () => {
    const created = await createRequest(ctx.t.app, ctx.cookie);
    const { started } = await openForm(ctx.t.app, created.link);
    const revoked = await ctx.t.app.inject({
      method: "POST",
      url: `/api/testimonial-requests/${created.id}/revoke`,
      headers: { cookie: ctx.cookie },
    });
    expect(revoked.json().state).toBe("revoked");
    ctx.clock.offsetMs = 5000;
    try {
      const sent = await postForm(ctx.t.app, created.link, validFields(started));
      expect(sent.statusCode).toBe(410);
      expect(sent.body).toContain("This link is no longer open");
    } finally {
      ctx.clock.offsetMs = 0;
    }
    const submissions = await rows.submissions(ctx.t.app);
    expect(submissions.filter((row) => row.request_id === created.id)).toHaveLength(0);
  });

  it("takes one testimonial through a single-use link, then says kindly it was used", async () => {
    const created = await createRequest(ctx.t.app, ctx.cookie);
    const { started } = await openForm(ctx.t.app, created.link);
    ctx.clock.offsetMs = 5000;
    try {
      expect((await postForm(ctx.t.app, created.link, validFields(started))).statusCode).toBe(200);
      const again = await postForm(ctx.t.app, created.link, validFields(started, { name: "Second" }));
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain("Your testimonial has already arrived");
      expect((await openForm(ctx.t.app, created.link)).page.statusCode).toBe(410);
    } finally {
      ctx.clock.offsetMs = 0;
    }
    expect(await stateOf(created.id)).toBe("used");
    const stored = (await rows.submissions(ctx.t.app)).filter((row) => row.request_id === created.id);
    expect(stored).toHaveLength(1);
  });

  it("keeps a link that is not single use open for more testimonials", async () => {
    const created = await createRequest(ctx.t.app, ctx.cookie, { singleUse: false });
    const { started } = await openForm(ctx.t.app, created.link);
    ctx.clock.offsetMs = 5000;
    try {
      for (const name of ["One", "Two"])
        expect((await postForm(ctx.t.app, created.link, validFields(started, { name }))).statusCode).toBe(
          200,
        );
    } finally {
      ctx.clock.offsetMs = 0;
    }
    expect(await stateOf(created.id)).toBe("open");
    expect((await rows.submissions(ctx.t.app)).filter((row) => row.request_id === created.id)).toHaveLength(
      2,
    );
  });

  it("refuses a request without a client name and stores nothing", async () => {
    const before = (await rows.requests(ctx.t.app)).length;
    const response = await ctx.t.app.inject({
      method: "POST",
      url: api.create.path,
      headers: { cookie: ctx.cookie },
      payload: { clientName: "  ", expiresInDays: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("Client name is required");
    expect(response.json().error.message).toContain("Expiry must be at least 1 day");
    expect(await rows.requests(ctx.t.app)).toHaveLength(before);
  });

  it("e-mails the link through the outbox in the site's language, only for this request's link", async () => {
    const created = await createRequest(ctx.t.app, ctx.cookie, { clientName: "Omar" });
    const other = await createRequest(ctx.t.app, ctx.cookie);
    const send = (link: string) =>
      ctx.t.app.inject({
        method: "POST",
        url: `/api/testimonial-requests/${created.id}/send`,
        headers: { cookie: ctx.cookie },
        payload: { email: "omar@example.com", link },
      });
    expect((await send(other.link)).statusCode).toBe(400);
    expect((await send(created.link)).statusCode).toBe(200);
    const mail = await ctx.sink.waitFor((message) => message.to.includes("omar@example.com"));
    expect(mail.subject).toBe("Alex Morgan would value your testimonial");
    expect(mail.text).toContain(created.link);
    expect(mail.text).toContain("Hi Omar,");
  });

  // Last: it moves the clock months ahead, and the list it reads clears what closed long ago.
  it("clears a closed link from the list 90 days after it closed, unless a testimonial still waits", async () => {
    const day = 86_400_000;
    const revoked = await createRequest(ctx.t.app, ctx.cookie, { clientName: "Revoked" });
    await ctx.t.app.inject({
      method: "POST",
      url: `/api/testimonial-requests/${revoked.id}/revoke`,
      headers: { cookie: ctx.cookie },
    });
    const answered = await createRequest(ctx.t.app, ctx.cookie, { clientName: "Answered", expiresInDays: 3 });
    const { started } = await openForm(ctx.t.app, answered.link);
    const expiring = await createRequest(ctx.t.app, ctx.cookie, {
      clientName: "Unanswered",
      expiresInDays: 14,
    });
    const ours = [revoked.id, answered.id, expiring.id];
    /** Which of this test's requests the list shows `offsetDays` from now. */
    const listed = async (offsetDays: number) => {
      ctx.clock.offsetMs = offsetDays * day;
      return new Set((await list()).map((request) => request.id).filter((id) => ours.includes(id)));
    };
    try {
      ctx.clock.offsetMs = 5000;
      expect((await postForm(ctx.t.app, answered.link, validFields(started))).statusCode).toBe(200);
      expect(await listed(89)).toEqual(new Set([revoked.id, answered.id, expiring.id]));
      // Revoked 91 days ago: gone. Used, but its testimonial waits: kept. Expired 77 days ago: kept.
      expect(await listed(91)).toEqual(new Set([answered.id, expiring.id]));
      expect(await listed(105)).toEqual(new Set([answered.id]));
      const [submission] = (await rows.submissions(ctx.t.app)).filter(
        (row) => row.request_id === answered.id,
      );
      const rejected = await ctx.t.app.inject({
        method: "POST",
        url: `/api/testimonial-submissions/${submission?.id}/reject`,
        headers: { cookie: ctx.cookie },
      });
      expect(rejected.statusCode).toBe(200);
      expect(await listed(105)).toEqual(new Set());
      const left = [...(await rows.requests(ctx.t.app)), ...(await rows.submissions(ctx.t.app))];
      expect(left.filter((row) => ours.includes("request_id" in row ? row.request_id : row.id))).toEqual([]);
    } finally {
      ctx.clock.offsetMs = 0;
    }
  });
});
