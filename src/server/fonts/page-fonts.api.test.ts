import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

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

    for (const path of ["/", "/resume"]) {
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
});
