import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { trashRequests } from "#server/features/trash/trash-test-helpers.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

/** Words found nowhere but in the protected project: in any answer without access, they leaked. */
const secretWords = ["obsidrane", "wintermollow", "crystalpith", "sablecoral", "secret-vault-page"];
/** And the unlisted project's: never in a list, though its page answers. */
const unlistedWords = ["lanternquay", "unlisted-harbour"];
const password = "correct horse battery";

/** What a visitor reads in an answer: its text, or a PDF's text as poppler extracts it. */
function readable(body: Buffer, type: string): string {
  if (!type.includes("pdf")) return body.toString("utf8");
  const dir = mkdtempSync(join(tmpdir(), "folio-private-pdf-"));
  try {
    writeFileSync(join(dir, "page.pdf"), body);
    return execFileSync("pdftotext", ["-enc", "UTF-8", join(dir, "page.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const leaksIn = (text: string, words: string[]) => words.filter((word) => text.toLowerCase().includes(word));
const accessCookie = (setCookie: unknown) => String(setCookie ?? "").split(";")[0] ?? "";

describe("private case studies: nothing of a protected project reaches a visitor without access", () => {
  let secret: { id: string; slug: string; image: string };
  let secretImage = "";
  let neighbour: { slug: string };

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  const postPassword = (value: string, ip = "203.0.113.7") =>
    t.app.inject({
      method: "POST",
      url: `/projects/${secret.slug}/access`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `password=${encodeURIComponent(value)}`,
      remoteAddress: ip,
    });

  it("keeps a public, an unlisted and a protected project", async () => {
    const send = (payload: object) => trashRequests(t, () => cookie).send("POST", "/api/projects", payload);
    const before = await send({ title: "Open Atrium", description: "Shown to everyone", category: "Web" });
    expect(before.statusCode, before.body).toBe(201);
    neighbour = before.json();
    secretImage = await trashRequests(t, () => cookie).uploadImage("#123456");
    const created = await send({
      title: "Obsidrane Vault",
      slug: "secret-vault-page",
      description: "Wintermollow confidential launch",
      category: "Crystalpith",
      image: secretImage,
      body: "# Sablecoral\n\nThe whole story.",
      visibility: "protected",
    });
    expect(created.statusCode, created.body).toBe(201);
    secret = created.json();
    expect(secret.slug).toBe("secret-vault-page");
    const unlisted = await send({
      title: "Lanternquay",
      slug: "unlisted-harbour",
      description: "Reachable by address",
      category: "Web",
      visibility: "unlisted",
    });
    expect(unlisted.statusCode, unlisted.body).toBe(201);
    const after = await send({
      title: "Open Balcony",
      description: "Shown to everyone too",
      category: "Web",
    });
    expect(after.statusCode).toBe(201);
    const set = await t.app.inject({
      method: "PUT",
      url: `/api/projects/${secret.id}/password`,
      headers: { cookie },
      payload: { password },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ hasPassword: true });
  });

  it("shows none of its words in any answer a visitor can get", async () => {
    const urls = new Set<string>();
    for (const entry of t.app.routeTable) {
      if (entry.method !== "GET" || (entry.access !== undefined && entry.access !== "public")) continue;
      if (entry.url.endsWith("*")) continue;
      urls.add(
        entry.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? secret.id : secret.slug)),
      );
    }
    for (const query of ["category=Crystalpith", "q=obsidrane", "limit=100"])
      urls.add(`/api/projects?${query}`);
    const imageName = secretImage.slice("/media/".length);
    const stem = imageName.replace(/\.[a-z]+$/, "");
    for (const url of [
      "/",
      "/sitemap.xml",
      "/robots.txt",
      "/resume",
      "/resume.pdf",
      `/projects/${neighbour.slug}`,
      `/projects/${secret.slug}`,
      `/projects/${secret.slug}/card.png`,
      `/api/projects/${secret.id}`,
      secretImage,
      `/media/${stem}-480.webp`,
      `/projects/${secret.slug}/media/${imageName}`,
    ])
      urls.add(url);
    expect(urls).toContain("/api/projects/categories");

    const leaks: string[] = [];
    for (const url of urls) {
      const response = await get(url);
      const text = readable(response.rawPayload, String(response.headers["content-type"] ?? ""));
      // The page's own address is what the visitor asked for: its slug may appear in its answer alone.
      const words = url.startsWith(`/projects/${secret.slug}`) ? secretWords.slice(0, 4) : secretWords;
      for (const word of leaksIn(text, words)) leaks.push(`${url} (${response.statusCode}): ${word}`);
      if (url !== "/projects/unlisted-harbour")
        for (const word of leaksIn(text, unlistedWords))
          leaks.push(`${url} (${response.statusCode}): ${word}`);
    }
    expect(leaks).toEqual([]);
    expect((await get(secretImage)).statusCode).toBe(404);
    expect((await get(`/projects/${secret.slug}/media/${imageName}`)).statusCode).toBe(404);
  });

  it("answers the protected page with a password form, never cached", async () => {
    const page = await get(`/projects/${secret.slug}`);
    expect(page.statusCode).toBe(401);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("This project is private");
    expect(page.body).toContain(`action="/projects/${secret.slug}/access"`);
  });

  it("refuses a wrong password, a forged cookie and a tampered one", async () => {
    const wrong = await postPassword("not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("That password is not right");
    expect(leaksIn(wrong.body, secretWords.slice(0, 4))).toEqual([]);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const forged = await get(`/projects/${secret.slug}`, { cookie: "folio_project_access=abc.def" });
    expect(forged.statusCode).toBe(401);
    const right = await postPassword(password);
    const granted = accessCookie(right.headers["set-cookie"]);
    const [name, value = ""] = granted.split("=");
    const [payload = "", signature = ""] = decodeURIComponent(value).split(".");
    const other = Buffer.from(JSON.stringify({ p: "someone-else", l: null, m: null })).toString("base64url");
    for (const tampered of [`${other}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`]) {
      const response = await get(`/projects/${secret.slug}`, { cookie: `${name}=${tampered}` });
      expect(response.statusCode).toBe(401);
      expect(leaksIn(response.body, secretWords.slice(0, 4))).toEqual([]);
    }
  });

  it("opens with the password: the page, its image, private and never stored", async () => {
    const right = await postPassword(password);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`/projects/${secret.slug}`);
    const setCookie = String(right.headers["set-cookie"]);
    expect(setCookie).toContain(`Path=/projects/${secret.slug}`);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const page = await get(`/projects/${secret.slug}`, { cookie: accessCookie(setCookie) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.body).toContain("Obsidrane Vault");
    expect(page.body).toContain("Sablecoral");
    const imageName = secretImage.slice("/media/".length);
    expect(page.body).toContain(`/projects/${secret.slug}/media/${imageName}`);
    const image = await get(`/projects/${secret.slug}/media/${imageName}`, {
      cookie: accessCookie(setCookie),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("private, no-store");
    // The next visitor, without the cookie, still gets the form.
    const next = await get(`/projects/${secret.slug}`);
    expect(next.statusCode).toBe(401);
    expect(leaksIn(next.body, secretWords.slice(0, 4))).toEqual([]);
  });

  it("opens with a share link until it is revoked; the owner sees when it was opened", async () => {
    const send = trashRequests(t, () => cookie).send;
    const made = await send("POST", `/api/projects/${secret.id}/share-links`, { recipient: "Ada at Acme" });
    expect(made.statusCode, made.body).toBe(201);
    const { link, item } = made.json() as { link: string; item: { id: string } };
    const opened = await get(new URL(link).pathname + new URL(link).search);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/projects/${secret.slug}`);
    const viaLink = accessCookie(opened.headers["set-cookie"]);
    expect((await get(`/projects/${secret.slug}`, { cookie: viaLink })).statusCode).toBe(200);
    const listed = (await send("GET", `/api/projects/${secret.id}/share-links`)).json();
    expect(listed.items[0]).toMatchObject({ recipient: "Ada at Acme", openCount: 1, state: "open" });
    expect(listed.items[0].lastOpenedAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toContain(new URL(link).searchParams.get("share"));

    const revoked = await send("POST", `/api/projects/${secret.id}/share-links/${item.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().state).toBe("revoked");
    const after = await get(`/projects/${secret.slug}`, { cookie: viaLink });
    expect(after.statusCode).toBe(401);
    expect(leaksIn(after.body, secretWords.slice(0, 4))).toEqual([]);
    const again = await get(new URL(link).pathname + new URL(link).search);
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain("This link no longer opens the project");
  });

  it("limits password tries per address", async () => {
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await postPassword("guess guess", "198.51.100.9")).statusCode;
    expect(last).toBe(429);
    const limited = await postPassword(password, "198.51.100.9");
    expect(limited.body).toContain("Too many tries");
  });

  it("answers the unlisted page by its address, noindex, and in no list", async () => {
    const page = await get("/projects/unlisted-harbour");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Lanternquay");
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    const list = (await get("/api/projects")).json() as { total: number };
    expect(list.total).toBe(2);
  });

  it("keeps owner reads whole, and refuses the access API to visitors", async () => {
    const own = await trashRequests(t, () => cookie).ownerList();
    expect(own.map((project) => project.visibility)).toEqual(
      expect.arrayContaining(["public", "unlisted", "protected"]),
    );
    expect((await get(`/api/projects/${secret.id}/share-links`)).statusCode).toBe(401);
    // The signed-in owner's screens still show its image, never stored by a shared cache.
    const image = await get(secretImage, { cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers["cache-control"]).toBe("private, no-store");
    expect((await get(secretImage)).statusCode).toBe(404);
  });

  it("serves its image to everyone once a published post shows it too, and not while the post is a draft", async () => {
    const send = (method: "POST" | "PATCH", url: string, payload: object) =>
      t.app.inject({ method, url, headers: { cookie }, payload });
    const post = await send("POST", "/api/posts", {
      title: "Behind the scenes",
      body: `![Board](${secretImage})`,
    });
    expect(post.statusCode, post.body).toBe(201);
    expect((await get(secretImage)).statusCode).toBe(404);
    expect((await send("PATCH", `/api/posts/${post.json().id}`, { status: "published" })).statusCode).toBe(
      200,
    );
    expect((await get(secretImage)).statusCode).toBe(200);
  });
});
