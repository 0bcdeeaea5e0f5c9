import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

/** Words that appear nowhere but in the draft: found anywhere a visitor can read, they leaked. */
const secret = {
  title: "Quillibrant Harbour",
  description: "Zephyrinox launch under embargo",
  category: "Vorpalwise",
  slug: "quillibrant-harbour",
  body: "# Marmaladon\n\nThe Glimmerfane write-up.",
  technologies: ["Snarkwyrm"],
  features: ["Fennelquist"],
};
const secretWords = [
  "quillibrant",
  "zephyrinox",
  "vorpalwise",
  "marmaladon",
  "glimmerfane",
  "snarkwyrm",
  "fennelquist",
];

/** What a visitor reads in an answer: its text, or a PDF's text as poppler extracts it. */
function readable(body: Buffer, type: string): string {
  if (!type.includes("pdf")) return body.toString("utf8");
  const dir = mkdtempSync(join(tmpdir(), "folio-draft-pdf-"));
  try {
    writeFileSync(join(dir, "page.pdf"), body);
    return execFileSync("pdftotext", ["-enc", "UTF-8", join(dir, "page.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("a draft project", () => {
  let draft: { id: string; slug: string };

  it("is saved for the owner, beside a published one", async () => {
    const published = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { title: "Open Lighthouse", description: "Shown to everyone", category: "Web Development" },
    });
    expect(published.statusCode, published.body).toBe(201);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { ...secret, isActive: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    draft = created.json();
    expect(draft.slug).toBe(secret.slug);
  });

  it("shows nothing of itself (title, words, category, address, count) in any answer a visitor can get", async () => {
    // Every GET route the app registered that a visitor may call, its parameters filled with the
    // draft's id and slug; and the public reads with the draft's words as query.
    const urls = new Set<string>();
    for (const entry of t.app.routeTable) {
      if (entry.method !== "GET" || (entry.access !== undefined && entry.access !== "public")) continue;
      // A catch-all (better-auth's) would only echo the address it was asked for.
      if (entry.url.endsWith("*")) continue;
      urls.add(
        entry.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? draft.id : secret.slug)),
      );
    }
    for (const query of [`category=${secret.category}`, "q=quillibrant", "limit=100"])
      urls.add(`/api/projects?${query}`);
    expect(urls).toContain("/");
    expect(urls).toContain("/sitemap.xml");
    expect(urls).toContain("/api/projects/categories");
    expect(urls).toContain(`/projects/${secret.slug}`);
    expect(urls).toContain("/resume.pdf");

    const leaks: string[] = [];
    for (const url of urls) {
      const response = await t.app.inject({ method: "GET", url });
      const text = readable(
        response.rawPayload,
        String(response.headers["content-type"] ?? ""),
      ).toLowerCase();
      for (const word of secretWords)
        if (text.includes(word)) leaks.push(`${url} (${response.statusCode}): ${word}`);
    }
    expect(leaks).toEqual([]);
  });

  it("is not counted: the gallery's total, categories and statistics are the published projects'", async () => {
    const list = await t.app.inject({ url: "/api/projects" });
    expect(list.json().total).toBe(1);
    const categories = await t.app.inject({ url: "/api/projects/categories" });
    expect(categories.json().items).toEqual(["Web Development"]);
    const html = (await t.app.inject({ url: "/" })).body;
    const data = /<script type="application\/json" id="folio-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? "{}").projects.total).toBe(1);
  });

  it("is still the owner's to see and edit", async () => {
    const own = await t.app.inject({ url: "/api/projects?all=true", headers: { cookie } });
    expect(own.json().items.map((project: { title: string }) => project.title)).toContain(secret.title);
  });
});
