import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

/** The résumé's chosen posts (decision 160): in the PDF, on `/resume` and in `/resume.json`. */

const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes, encoding: "utf8" }).replace(
    /\s+/g,
    " ",
  );

describe("posts on the résumé", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const send = (method: "GET" | "PUT" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  async function post(title: string, extra: object = {}): Promise<{ id: string; slug: string }> {
    const response = await send("POST", "/api/posts", {
      title,
      summary: `About ${title}`,
      status: "published",
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it("lists the chosen published posts in the owner's order, and refuses a draft", async () => {
    const config = (await send("GET", "/api/site-config")).json();
    await send("PUT", "/api/site-config", { ...config, site: { ...config.site, author: "Mariko Tanaka" } });
    const japanese = await post("型安全なフォーム", { publishedAt: "2026-02-03T10:00:00.000Z" });
    const emoji = await post("Shipping 🚀 faster builds", { publishedAt: "2026-04-05T10:00:00.000Z" });
    await post("Left out of the résumé");
    const draft = (await send("POST", "/api/posts", { title: "Draft thoughts" })).json();

    const state = (await send("GET", "/api/admin/resume")).json();
    const offered = state.posts.map((item: { title: string }) => item.title);
    expect(offered).toContain("型安全なフォーム");
    expect(offered).not.toContain("Draft thoughts");
    expect(state.options.postIds).toEqual([]);

    // A draft cannot be chosen, and the refusal changes nothing.
    const refused = await send("PUT", "/api/admin/resume", { ...state.options, postIds: [draft.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Choose posts from the site's published posts");
    expect((await send("GET", "/api/admin/resume")).json().options.postIds).toEqual([]);

    const saved = await send("PUT", "/api/admin/resume", {
      ...state.options,
      postIds: [emoji.id, japanese.id],
      publishJson: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const pdf = (await t.app.inject({ url: "/resume.pdf" })).rawPayload;
    if (process.env.FOLIO_RESUME_OUT) writeFileSync(process.env.FOLIO_RESUME_OUT, pdf);
    const text = pdfText(pdf);
    // The emoji is drawn as a picture, so the text reads around it.
    const order = ["WRITING", "Shipping", "型安全なフォーム"].map((words) => text.indexOf(words));
    expect(
      order.every((at) => at >= 0),
      text,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const words of ["faster builds", "Apr 5, 2026", "About 型安全なフォーム", "Feb 3, 2026"])
      expect(text).toContain(words);
    expect(text).not.toContain("Left out of the résumé");

    const page = (await t.app.inject({ url: "/resume" })).body;
    expect(page).toContain(`<a href="http://folio.test/writing/${japanese.slug}">型安全なフォーム</a>`);
    expect(page).toContain('<time dateTime="2026-02-03T10:00:00.000Z">');
    // With posts published, its head links the feeds as every page of the site does.
    expect(page).toContain('<link rel="alternate" type="application/rss+xml"');

    const json = (await t.app.inject({ url: "/resume.json" })).json();
    expect(json.publications).toEqual([
      {
        name: "Shipping 🚀 faster builds",
        releaseDate: "2026-04-05",
        url: `http://folio.test/writing/${emoji.slug}`,
        summary: "About Shipping 🚀 faster builds",
      },
      {
        name: "型安全なフォーム",
        releaseDate: "2026-02-03",
        url: `http://folio.test/writing/${japanese.slug}`,
        summary: "About 型安全なフォーム",
      },
    ]);

    // Unpublished, a chosen post leaves the résumé at once.
    expect((await send("PATCH", `/api/posts/${japanese.id}`, { status: "draft" })).statusCode).toBe(200);
    expect(pdfText((await t.app.inject({ url: "/resume.pdf" })).rawPayload)).not.toContain(
      "型安全なフォーム",
    );
  });
});
