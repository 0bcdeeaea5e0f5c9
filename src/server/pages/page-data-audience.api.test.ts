import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

/**
 * What leaves the server for visitors (decision 131): `/`'s embedded data and the gallery's API carry
 * what visitors' code reads, and no more.
 */

function embeddedJson(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="folio-page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no embedded page data");
  return JSON.parse(match[1]) as Record<string, unknown>;
}

/**
 * Every key path of `value` (array items as `[]`). Section contents and the texts are the owner's
 * words, each read by its own section or label: their keys are not listed.
 */
function keyPaths(value: unknown, path = "", into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) keyPaths(item, `${path}[]`, into);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      into.add(at);
      if (at !== "texts" && at !== "sections[].content") keyPaths(child, at, into);
    }
  }
  return into;
}

/** The keys visitors' code reads, by path. A new one belongs here only once public code reads it. */
const readByVisitorsCode = `
components components[].id components[].isActive components[].conditional components[].conditional.minWidth
sections sections[].id sections[].name sections[].type sections[].status sections[].content sections[].lastModified
texts resumePage latestPosts latestPosts[].id latestPosts[].slug latestPosts[].title latestPosts[].summary
latestPosts[].publishedAt
siteConfig siteConfig.site siteConfig.site.language siteConfig.site.author siteConfig.site.logo
siteConfig.layout siteConfig.layout.showStars siteConfig.layout.enableAnimations siteConfig.layout.mobileBreakpoint
siteConfig.layout.showLoader siteConfig.layout.loaderDuration
siteConfig.contact siteConfig.contact.email siteConfig.contact.phone siteConfig.contact.location
siteConfig.contact.socialLinks siteConfig.contact.socialLinks.linkedin siteConfig.contact.socialLinks.github
siteConfig.contact.socialLinks.instagram siteConfig.contact.socialLinks.twitter
siteConfig.performance siteConfig.performance.enableLazyLoading siteConfig.performance.enableImageOptimization
siteConfig.analytics siteConfig.analytics.builtIn
projects projects.total projects.categories projects.source projects.items
projects.items[].id projects.items[].slug projects.items[].title projects.items[].description
projects.items[].category projects.items[].image projects.items[].imageAsset projects.items[].imageFocus
projects.items[].video projects.items[].technologies projects.items[].features projects.items[].links
projects.items[].links.live projects.items[].links.github projects.items[].links.codepen projects.items[].duration projects.items[].status
`
  .trim()
  .split(/\s+/);

const writeUp = (index: number) =>
  `## Case study ${index}\n\n${"A long paragraph of the write-up. ".repeat(2_750)}`;

describe("what visitors get", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const home = async () => (await t.app.inject({ method: "GET", url: "/" })).body;
  const asOwner = (method: "POST" | "PATCH" | "PUT" | "GET", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("/'s data carries only keys visitors' code reads, and none of the owner's settings", async () => {
    const config = (await asOwner("GET", "/api/site-config")).json();
    const saved = await asOwner("PUT", "/api/site-config", {
      ...config,
      analytics: { ...config.analytics, googleAnalyticsId: "G-VENDORID42", hotjarId: "314159" },
      texts: { "menu.projects": "Werke" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await asOwner("POST", "/api/projects", {
      title: "Lighthouse",
      description: "A harbour's dashboard.",
      category: "Web",
      links: { live: "https://example.com", github: "https://github.com/example/lighthouse" },
      body: "## The write-up\n\nWords only the project's page shows.",
      gallery: [{ src: "/media/a.webp", alt: "A screen", caption: "The screen" }],
      seoTitle: "Lighthouse SEO title",
      seoDescription: "Lighthouse SEO description",
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = await asOwner("POST", "/api/posts", {
      title: "Harbour notes",
      summary: "What the harbour taught me.",
      body: "Words only the post's page shows.",
      tags: ["ops"],
      canonicalUrl: "https://dev.to/someone/harbour-notes",
      status: "published",
    });
    expect(post.statusCode, post.body).toBe(201);

    const html = await home();
    const data = embeddedJson(html);
    const unread = [...keyPaths(data)].filter((path) => !readByVisitorsCode.includes(path));
    expect(unread, "keys in /'s data that no public code reads").toEqual([]);
    const json = JSON.stringify(data);
    for (const secret of [
      "G-VENDORID42",
      "314159",
      "Words only the project",
      "Lighthouse SEO",
      "enableCSP",
      "Words only the post",
    ])
      expect(json, secret).not.toContain(secret);
    // The owner's text is there once, resolved; the texts of the mails to visitors stay on the server.
    expect(json.split("Werke")).toHaveLength(2);
    expect(json).toContain("Harbour notes");
    const texts = Object.keys(data.texts as Record<string, string>);
    expect(texts).toContain("menu.projects");
    expect(texts.filter((key) => key.startsWith("mail."))).toEqual([]);
  });

  it("/ stays the same size when six projects carry 90,000-character write-ups", async () => {
    const ids: string[] = [];
    for (const index of [1, 2, 3, 4, 5, 6]) {
      const response = await asOwner("POST", "/api/projects", {
        title: `Project ${index}`,
        description: `What project ${index} is.`,
        category: "Web",
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().id);
    }
    const before = Buffer.byteLength(await home());
    for (const [index, id] of ids.entries()) {
      const response = await asOwner("PATCH", `/api/projects/${id}`, {
        body: writeUp(index),
        seoTitle: `SEO ${index}`,
        gallery: [{ src: `/media/${index}.webp`, alt: "A screen", caption: "The screen" }],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().body.length).toBeGreaterThan(90_000);
    }
    const after = Buffer.byteLength(await home());
    expect(Math.abs(after - before), `/ was ${before} bytes, then ${after}`).toBeLessThanOrEqual(1024);
  });

  it("the gallery's pages from the API are cards; the signed-in list (all=true) is whole", async () => {
    const visitors = await t.app.inject({ method: "GET", url: "/api/projects?limit=6&offset=0" });
    expect(visitors.statusCode).toBe(200);
    const cards = visitors.json().items as Record<string, unknown>[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards)
      expect(Object.keys(card).every((key) => readByVisitorsCode.includes(`projects.items[].${key}`))).toBe(
        true,
      );
    expect(visitors.body).not.toContain("A long paragraph of the write-up");

    const owner = await asOwner("GET", "/api/projects?all=true&limit=100");
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain("A long paragraph of the write-up");
    expect(Object.keys(owner.json().items[0])).toEqual(
      expect.arrayContaining(["body", "gallery", "seoTitle"]),
    );
  });

  it("the whole site configuration is the owner's: a visitor's read is refused", async () => {
    const visitor = await t.app.inject({ method: "GET", url: "/api/site-config" });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).not.toContain("enableCSP");
    expect((await asOwner("GET", "/api/site-config")).json()).toHaveProperty("security");
  });
});
