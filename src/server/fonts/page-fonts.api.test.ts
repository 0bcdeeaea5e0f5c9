import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { parseRanges } from "./script-fonts.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

const styleOf = (html: string) => /<style id="folio-script-fonts">([^<]*)<\/style>/.exec(html)?.[1];

describe("web fonts for the page's other scripts", () => {
  it("gives a Latin page none, and a Japanese owner's pages the faces of exactly their characters", async () => {
    const latin = await t.app.inject({ url: "/" });
    expect(styleOf(latin.body)).toBeUndefined();

    const config = (await t.app.inject({ url: "/api/site-config", headers: { cookie } })).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: { cookie },
      payload: {
        ...config,
        site: {
          ...config.site,
          author: "佐藤 花子",
          title: "佐藤 花子 — フロントエンドエンジニア",
          language: "ja",
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A post: its date is drawn in Japanese (2026年3月5日), words no data holds.
    const post = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { cookie },
      payload: { title: "Notes", status: "published", publishedAt: "2026-03-05T09:00:00.000Z" },
    });
    expect(post.statusCode, post.body).toBe(201);

    for (const path of ["/", "/resume", "/writing"]) {
      const style = styleOf((await t.app.inject({ url: path })).body);
      expect(style, path).toBeDefined();
      const faces = [
        ...(style ?? "").matchAll(/src:url\(([^)]+)\) format\("woff"\);unicode-range:([^}]+)\}/g),
      ];
      // Japanese forms first: every file is Noto Sans JP's, at its two weights.
      expect(faces.length).toBeGreaterThan(0);
      for (const [, url] of faces)
        expect(url).toMatch(/^\/fonts\/noto-sans-jp@[\d.]+\/noto-sans-jp-\d+-(400|700)-normal\.woff$/);
      // The ranges hold the name's characters, and no Latin one (the page's own Inter draws those).
      const ranges = faces
        .flatMap(([, , range]) => (range ?? "").split(","))
        .map((part) =>
          part
            .replace("U+", "")
            .split("-")
            .map((bound) => Number.parseInt(bound, 16)),
        );
      const inRanges = (character: string) => {
        const code = character.codePointAt(0) ?? 0;
        return ranges.some(([low = 0, high = low]) => code >= low && code <= high);
      };
      for (const character of "佐藤花子") expect(inRanges(character), `${path} ${character}`).toBe(true);
      if (path !== "/resume") expect(inRanges("月"), `${path}: the date's 月`).toBe(true);
      for (const character of "Aa1→") expect(inRanges(character), character).toBe(false);

      const file = await t.app.inject({ url: faces[0]?.[1] ?? "" });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("font/woff");
      expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(file.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOFF");
    }
  });

  it("serves only the catalogue's files", async () => {
    for (const url of [
      "/fonts/noto-sans-jp@0.0.0/noto-sans-jp-1-400-normal.woff",
      "/fonts/noto-sans-jp@5.3.0/noto-sans-jp-1-900-normal.woff",
      "/fonts/noto-sans-jp@5.3.0/../../package.json",
      "/fonts/../package.json",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("gives the owner area every script face, each with its own range, Han in the site language's forms", async () => {
    const config = (await t.app.inject({ url: "/api/site-config", headers: { cookie } })).json();
    const setLanguage = async (language: string) => {
      const current = (await t.app.inject({ url: "/api/site-config", headers: { cookie } })).json();
      const saved = await t.app.inject({
        method: "PUT",
        url: "/api/site-config",
        headers: { cookie },
        payload: { ...current, site: { ...config.site, language } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await setLanguage("ko");
    const response = await t.app.inject({ url: "/fonts/faces.css" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    const faces = [...response.body.matchAll(/src:url\(([^)]+)\) format\("woff"\);unicode-range:([^}]+)\}/g)];
    const face = (code: number) =>
      faces.findLast(([, , ranges]) =>
        parseRanges(ranges ?? "").some(([low, high]) => code >= low && code <= high),
      )?.[1];
    // Hangul, Thai, Arabic and Devanagari each find their family; Han the site language's (declared last).
    expect(face(0xac00)).toMatch(/noto-sans-kr/);
    expect(face(0x6f22)).toMatch(/noto-sans-kr/);
    expect(face(0x0e33)).toMatch(/noto-sans-thai/);
    expect(face(0x0628)).toMatch(/tajawal/);
    expect(face(0x0915)).toMatch(/noto-sans-devanagari/);
    // The page's own Latin faces (Inter latin and latin-ext) are not repeated; Inter's Cyrillic is there.
    expect(response.body).not.toMatch(/inter-latin(-ext)?-\d+-normal/);
    expect(face(0x0416)).toMatch(/inter-cyrillic/);
    const again = await t.app.inject({
      url: "/fonts/faces.css",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A Japanese site: Han in Japanese forms, and the stylesheet the browser holds is stale.
    await setLanguage("ja");
    const japanese = await t.app.inject({
      url: "/fonts/faces.css",
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(japanese.statusCode).toBe(200);
    expect(japanese.body).not.toBe(response.body);
    await setLanguage(config.site.language);
  });
});
