import { describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}");

describe("a project's page at /projects/:slug", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  async function create(body: Record<string, unknown>): Promise<Project> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { description: "A board for teams", category: "Web Development", ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: "PATCH", url: `/api/projects/${id}`, headers: { cookie }, payload });

  it("renders the case study on the server with its own head, cached as ready bytes", async () => {
    const first = await create({ title: "First Light" });
    const project = await create({
      title: "Café Ölçü Tracker",
      body: "## The problem\n\nTeams lost track.\n\n```ts\nconst a = 1;\n```\n\n<script>alert(1)</script>",
      technologies: ["React", "Node"],
      links: { live: "https://example.com", github: "https://github.com/o/r" },
      gallery: [{ src: "/media/shot.webp", alt: "The board", caption: "Drag and drop columns" }],
      seoDescription: "How a café tracks its stock",
    });
    const response = await get("/projects/cafe-olcu-tracker");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("<h1");
    expect(html).toContain("Café Ölçü Tracker");
    expect(html).toMatch(/<h2 id="the-problem">The problem<a class="heading-anchor" href="#the-problem"/);
    expect(html).toContain("hljs");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("Drag and drop columns");
    expect(html).toContain('<meta name="description" content="How a café tracks its stock">');
    expect(html).toContain('<link rel="canonical" href="http://folio.test/projects/cafe-olcu-tracker">');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/folio.test\/cards\/project-cafe-olcu-tracker-[0-9a-f]{16}\.png">/,
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain("Next project");
    expect(html).toContain('href="/projects/first-light"');
    const graph = jsonLd(html)["@graph"];
    expect(graph[0]).toMatchObject({
      "@type": "SoftwareSourceCode",
      name: "Café Ölçü Tracker",
      codeRepository: "https://github.com/o/r",
    });
    expect(graph[0].author["@type"]).toBe("Person");
    expect(graph[1]["@type"]).toBe("BreadcrumbList");
    // Not hydrated (decision 126): the page embeds no data (the write-up is in the markup once), and
    // its small script learns from a mark that the visit is counted.
    expect(html).not.toContain("folio-page-data");
    expect(html).toContain('<meta name="folio-analytics" content="on">');
    expect(html).toContain(`data-track-page="${project.id}"`);
    expect(first.slug).toBe("first-light");

    const card = /og:image" content="http:\/\/folio.test(\/cards\/[^"]+)"/.exec(html)?.[1] ?? "";
    const png = await get(card);
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["cache-control"]).toContain("immutable");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(630);

    const again = await get("/projects/cafe-olcu-tracker", { "accept-encoding": "br" });
    expect(again.headers["content-encoding"]).toBe("br");
  }, 60_000);

  it("answers 301 from an old slug to the new one, and shows the change at once", async () => {
    const project = await create({ title: "Moving House" });
    expect((await get("/projects/moving-house")).statusCode).toBe(200);
    expect((await patch(project.id, { slug: "moved-house", title: "Moved House" })).statusCode).toBe(200);
    const old = await get("/projects/moving-house");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/projects/moved-house");
    const page = await get("/projects/moved-house");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Moved House");
  });

  it("answers the 404 page for unknown slugs and drafts; the owner previews a draft, noindex and uncached", async () => {
    const draft = await create({ title: "Secret Draft", isActive: false });
    for (const url of [
      "/projects/nothing-here",
      "/projects/secret-draft",
      "/projects/Bad_Slug",
      "/projects/secret-draft?preview=1",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain("Page Not Found");
      expect(response.body).not.toContain("Secret Draft");
    }
    const preview = await get("/projects/secret-draft?preview=1", { cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.body).toContain("Preview: visitors cannot see this project yet");
    // The owner's looking is no visit.
    expect(preview.body).not.toContain('name="folio-analytics"');
    expect(draft.slug).toBe("secret-draft");
    // Unpublishing takes a published page away at once.
    const live = await create({ title: "Soon Gone" });
    expect((await get("/projects/soon-gone")).statusCode).toBe(200);
    await patch(live.id, { isActive: false });
    expect((await get("/projects/soon-gone")).statusCode).toBe(404);
  });

  it("sitemap.xml lists every published project's page with lastmod, never a draft; robots keeps previews out", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toMatch(
      /<loc>http:\/\/folio\.test\/projects\/cafe-olcu-tracker<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/,
    );
    expect(sitemap).toContain("<loc>http://folio.test/projects/moved-house</loc>");
    expect(sitemap).not.toContain("secret-draft");
    expect(sitemap).not.toContain("soon-gone");
    expect(sitemap).not.toContain("moving-house");
    expect((await get("/robots.txt")).body).toContain("Disallow: /*?preview=");
  });
});
