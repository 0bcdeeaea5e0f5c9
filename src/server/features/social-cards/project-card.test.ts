import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { projectCardContent } from "./card-contents.ts";
import { coverDataUri } from "./card-cover.ts";
import { pngSize } from "./card-test-helpers.ts";
import { renderCardPng } from "./render-card.tsx";

const url = "https://alexmorgan.dev";

/** A landscape "screenshot": a gradient with a bright square where the focal point is. */
async function cover(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d5c"/><stop offset="1" stop-color="#5c0b3d"/></linearGradient></defs><rect width="1600" height="1000" fill="url(#g)"/><rect x="1150" y="300" width="300" height="300" fill="#ffd400"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe("a project's social card", () => {
  it("draws the title, category, owner and the cover around its focal point; long, emoji and RTL texts fit", async () => {
    const image = await coverDataUri(await cover(), { x: 81, y: 45 });
    expect(image).toMatch(/^data:image\/jpeg;base64,/);
    const projects = {
      cover: {
        title: "Café Ölçü Tracker",
        category: "Web Development",
        description: "Stock for a small café chain.",
      },
      long: {
        title:
          "A remarkably long project title that keeps going well past what any card could show on three lines at all",
        category: "An equally long category name that must stay on one line",
        description: "Lorem ipsum dolor sit amet, ".repeat(10),
      },
      emoji: {
        title: "Rocket launch 🚀✨ for the team 👩‍💻",
        category: "Apps 📱",
        description: "Emoji 🎉 left out.",
      },
      rtl: {
        title: "מערכת הזמנות לבית קפה — نظام الطلبات",
        category: "אפליקציות",
        description: "שלום עולם, hello world",
      },
      unbroken: {
        title: "Supercalifragilisticexpialidocious".repeat(4),
        category: "X",
        description: "y".repeat(300),
      },
    };
    const dir = join(tmpdir(), "folio-project-cards");
    mkdirSync(dir, { recursive: true });
    for (const [name, project] of Object.entries(projects)) {
      const png = await renderCardPng(projectCardContent(project, defaultSiteConfig, url, image));
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      writeFileSync(join(dir, `${name}.png`), png);
    }
    // The panel shows the focal point's yellow square, not the centre of the picture.
    const png = await renderCardPng(projectCardContent(projects.cover, defaultSiteConfig, url, image));
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) =>
      data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3);
    const [r, g, b] = at(1200 - 220, 315);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeGreaterThan(180);
    expect(b).toBeLessThan(90);
  }, 60_000);
});
