import { describe, expect, it } from "vitest";
import { testimonialRequestEndpoints as api } from "#shared/testimonial-requests/endpoints.ts";
import { testOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";
import {
  createRequest,
  openForm,
  pngPhoto,
  postForm,
  rows,
  useTestimonialApp,
  validFields,
} from "./testimonial-test-helpers.ts";

describe(`testimonials sent through a request on ${testDialect}`, () => {
  const ctx = useTestimonialApp();

  /** A new request's link and its form's mark, five seconds later (past the fill-time check). */
  async function openLink(body: Record<string, unknown> = {}) {
    const created = await createRequest(ctx.t.app, ctx.cookie, body);
    const { started } = await openForm(ctx.t.app, created.link);
    ctx.clock.offsetMs += 5000;
    return { ...created, started };
  }
  const pending = async () =>
    (await ctx.t.app.inject({ method: "GET", url: api.pending.path, headers: { cookie: ctx.cookie } })).json()
      .items as {
      id: string;
      name: string;
      photo: string;
      requestId: string;
    }[];
  const home = async () => (await ctx.t.app.inject({ method: "GET", url: "/" })).body;
  const decide = (id: string, action: "approve" | "reject", payload: object = {}) =>
    ctx.t.app.inject({
      method: "POST",
      url: `/api/testimonial-submissions/${id}/${action}`,
      headers: { cookie: ctx.cookie },
      payload,
    });
  const testimonialEntries = async () => {
    const sections = (await ctx.t.app.services.sections.listPublished()).filter(
      (s) => s.type === "testimonials",
    );
    return (sections[0]?.content.entries ?? []) as { name: string; image: string; content: string }[];
  };

  it("holds an Arabic testimonial with its photo as pending, off the page, and mails the owner", async () => {
    const link = await openLink();
    const photo = { bytes: await pngPhoto(), name: "layla.png", type: "image/png" };
    const sent = await postForm(ctx.t.app, link.link, validFields(link.started), photo);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("Thank you!");
    const [submission] = (await pending()).filter((item) => item.requestId === link.id);
    expect(submission?.name).toBe("ليلى حداد");
    expect(submission?.photo).toMatch(/^\/media\/.+\.webp$/);
    expect(await home()).not.toContain("ليلى حداد");
    const notice = await ctx.sink.waitFor((mail) => mail.subject === "New testimonial from ليلى حداد");
    expect(notice.to).toContain(testOwner.email);
    expect(notice.text).toContain("Nothing is published until you approve it");
    expect(notice.text).toContain("عمل رائع ودقيق");
  });

  it("approves into the Testimonials section at the chosen place, as a version, and shows it on /", async () => {
    const link = await openLink();
    await postForm(ctx.t.app, link.link, validFields(link.started, { name: "Approved Person" }));
    const submission = (await pending()).find((item) => item.requestId === link.id);
    if (!submission) throw new Error("no pending submission");
    const before = await testimonialEntries();
    expect(await home()).not.toContain("Approved Person");
    // The approval publishes the page change every instance's page cache listens for.
    let pageChanges = 0;
    const stop = ctx.t.app.changes.subscribe("page", () => {
      pageChanges += 1;
    });
    const approved = await decide(submission.id, "approve", { position: 1 }).finally(stop);
    expect(pageChanges).toBe(1);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe("approved");
    const after = await testimonialEntries();
    expect(after).toHaveLength(before.length + 1);
    expect(after[1]?.name).toBe("Approved Person");
    expect(await home()).toContain("Approved Person");
    expect((await pending()).some((item) => item.id === submission.id)).toBe(false);
    const section = (await ctx.t.app.services.sections.listPublished()).find(
      (s) => s.type === "testimonials",
    );
    const [latest] = await ctx.t.app.services.history.list("section", section?.id ?? "");
    expect(latest?.changed.join()).toContain("content.entries");
    expect((await decide(submission.id, "approve")).statusCode).toBe(409);
  });

  it("edits a pending testimonial, and a rejected one never reaches the page", async () => {
    const link = await openLink();
    await postForm(ctx.t.app, link.link, validFields(link.started, { name: "Rejected Person" }));
    const submission = (await pending()).find((item) => item.requestId === link.id);
    if (!submission) throw new Error("no pending submission");
    const edited = await ctx.t.app.inject({
      method: "PATCH",
      url: `/api/testimonial-submissions/${submission.id}`,
      headers: { cookie: ctx.cookie },
      payload: { name: "Edited Person", role: "", company: "", text: "Shorter.", rating: 4 },
    });
    expect(edited.json()).toMatchObject({ name: "Edited Person", text: "Shorter.", rating: 4 });
    const badEdit = await ctx.t.app.inject({
      method: "PATCH",
      url: `/api/testimonial-submissions/${submission.id}`,
      headers: { cookie: ctx.cookie },
      payload: { name: "", role: "", company: "", text: "x", rating: 9 },
    });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().error.message).toContain("Name is required");
    expect((await decide(submission.id, "reject")).json().status).toBe("rejected");
    expect((await testimonialEntries()).some((entry) => entry.name === "Edited Person")).toBe(false);
    expect(await home()).not.toContain("Edited Person");
  });

  it("sends a form with mistakes back with each field's message and the values kept, storing nothing", async () => {
    const link = await openLink();
    const sent = await postForm(ctx.t.app, link.link, validFields(link.started, { name: " ", rating: "" }));
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain("Please enter your name");
    expect(sent.body).toContain("Please choose a rating");
    expect(sent.body).toContain("عمل رائع ودقيق");
    expect((await rows.submissions(ctx.t.app)).some((row) => row.request_id === link.id)).toBe(false);
    expect((await openForm(ctx.t.app, link.link)).page.statusCode).toBe(200);
  });

  it("takes the form URL-encoded too (a browser's post without a file)", async () => {
    const link = await openLink();
    const sent = await ctx.t.app.inject({
      method: "POST",
      url: new URL(link.link).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(validFields(link.started, { name: "Plain Form" })).toString(),
      remoteAddress: "192.0.2.44",
    });
    expect(sent.statusCode).toBe(200);
    expect((await pending()).find((item) => item.requestId === link.id)?.name).toBe("Plain Form");
  });

  it("refuses a photo that is not an image, by its bytes, and keeps nothing of it", async () => {
    const link = await openLink();
    const mediaBefore = (await ctx.t.app.db.selectFrom("media").selectAll().execute()).length;
    const fake = { bytes: Buffer.from("<svg>not really</svg>"), name: "me.png", type: "image/png" };
    const sent = await postForm(ctx.t.app, link.link, validFields(link.started), fake);
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain("The photo must be a JPEG, PNG, WebP, AVIF or GIF image");
    expect((await rows.submissions(ctx.t.app)).some((row) => row.request_id === link.id)).toBe(false);
    expect(await ctx.t.app.db.selectFrom("media").selectAll().execute()).toHaveLength(mediaBefore);
  });

  it("answers spam (honeypot, too fast, links) as a send but stores nothing and leaves the link open", async () => {
    const link = await createRequest(ctx.t.app, ctx.cookie);
    const { started } = await openForm(ctx.t.app, link.link);
    const tooFast = await postForm(ctx.t.app, link.link, validFields(started));
    ctx.clock.offsetMs += 5000;
    const honeypot = await postForm(
      ctx.t.app,
      link.link,
      validFields(started, { website: "https://spam.example" }),
    );
    const links = await postForm(
      ctx.t.app,
      link.link,
      validFields(started, { text: "https://a.example https://b.example https://c.example" }),
    );
    const forged = await postForm(ctx.t.app, link.link, validFields("1.forged"));
    for (const answer of [tooFast, honeypot, links, forged]) expect(answer.body).toContain("Thank you!");
    expect((await rows.submissions(ctx.t.app)).some((row) => row.request_id === link.id)).toBe(false);
    expect((await openForm(ctx.t.app, link.link)).page.statusCode).toBe(200);
  });

  it("limits sends per address as the contact form does", async () => {
    const link = await openLink({ singleUse: false });
    const address = "203.0.113.9";
    for (let i = 0; i < 5; i += 1) {
      const sent = await postForm(
        ctx.t.app,
        link.link,
        validFields(link.started, { name: `P${i}` }),
        undefined,
        address,
      );
      expect(sent.statusCode).toBe(200);
    }
    const limited = await postForm(ctx.t.app, link.link, validFields(link.started), undefined, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain("Too many testimonials from your address");
    expect((await rows.submissions(ctx.t.app)).filter((row) => row.request_id === link.id)).toHaveLength(5);
  });
});
