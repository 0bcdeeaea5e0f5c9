import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

const preview = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({
    method: "POST",
    url: "/api/projects/markdown-preview",
    headers,
    payload: payload as object,
  });

async function uploadPng(width: number, height: number): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#ff7a59" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "shot.png");
  const request = new Request("http://folio.test/api/media", { method: "POST", body: form });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/media",
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "", cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { url: string }).url;
}

describe("POST /api/projects/markdown-preview", () => {
  it("answers 401 without a session and renders nothing", async () => {
    const response = await preview({ body: "# Hi" }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthorized");
  });

  it("renders the write-up as the project page does: highlighted, anchored, sanitised", async () => {
    const response = await preview({
      body: "# Approach\n\n```ts\nconst a = 1;\n```\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))",
    });
    expect(response.statusCode, response.body).toBe(200);
    const { html } = response.json() as { html: string };
    expect(html).toContain('<h2 id="approach">Approach<a class="heading-anchor" href="#approach"');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("javascript:");
  });

  it("sizes images from the media library", async () => {
    const url = await uploadPng(320, 180);
    const response = await preview({
      body: `![Screenshot](${url})\n\n![Elsewhere](https://cdn.example/a.png)`,
    });
    const { html } = response.json() as { html: string };
    expect(html).toContain(
      `<img src="${url}" alt="Screenshot" loading="lazy" decoding="async" width="320" height="180">`,
    );
    expect(html).toContain(
      '<img src="https://cdn.example/a.png" alt="Elsewhere" loading="lazy" decoding="async">',
    );
  });

  it("accepts the longest write-up, refuses a longer one with the write-up's message", async () => {
    const longest = await preview({ body: "é".repeat(100_000) });
    expect(longest.statusCode, longest.body.slice(0, 200)).toBe(200);
    const tooLong = await preview({ body: "a".repeat(100_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain("The write-up must be at most 100,000 characters");
  });

  it("refuses a body that is not text, or extra fields", async () => {
    const notText = await preview({ body: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.body).toContain("The write-up must be text");
    expect((await preview({ body: "x", html: "<script>" })).statusCode).toBe(400);
    expect((await preview({})).statusCode).toBe(400);
  });
});
