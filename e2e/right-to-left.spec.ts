import sharp from "sharp";
import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { expect, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";
import { readsLeftToRight } from "./support/text-direction.ts";

// An Arabic site: what must read left to right inside it (a phone number, addresses, code) does.
let server: FolioServer;
let projectSlug = "";
const phone = "+962 79 123 4567";

test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
  const api = await ownerApi(server.url);
  const config = await (await api.get("/api/site-config")).json();
  const saved = await api.put("/api/site-config", {
    data: {
      ...config,
      site: { ...config.site, language: "ar", author: "ليلى الحسيني" },
      contact: { ...config.contact, phone, email: "layla@alhusseini.dev" },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const gallery = [];
  for (const [index, background] of ["#1d4f6e", "#8a5a1f", "#2f6b4a"].entries()) {
    const buffer = await sharp({ create: { width: 800, height: 500, channels: 3, background } })
      .png()
      .toBuffer();
    const upload = await api.post("/api/media", {
      multipart: { file: { name: `shot-${index}.png`, mimeType: "image/png", buffer } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    gallery.push({ src: (await upload.json()).url as string, alt: `لقطة ${index + 1}`, caption: "" });
  }
  await seedProjects(api, [
    {
      title: "منصة حجز المواعيد",
      description: "منصة لحجز المواعيد في العيادات",
      gallery,
      body: "## الفكرة\n\nثبّت الحزمة بالأمر `npm install` ثم شغّلها.\n\n```ts\nconst clinics = await listClinics({ city: 'Amman', open: true, withDoctors: true, page: 1 });\n```",
    },
  ]);
  const { items } = await (await api.get("/api/projects?all=true")).json();
  projectSlug = items[0].slug;
  await api.dispose();
});
test.afterAll(async () => server.stop());

for (const width of [390, 1440]) {
  test(`at ${width} px the phone number, addresses and code read left to right on an Arabic site`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.url}/`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const number = page.locator('#contact a[href^="tel:"]');
    await expect(number).toHaveText(phone);
    expect(await readsLeftToRight(number), "the phone number").toBe(true);
    const email = page.locator('#contact a[href^="mailto:"] [dir="ltr"]');
    await expect(email).toHaveText("layla@alhusseini.dev");
    // Arrows point the way the text runs, the scroll progress fills from the right, and the ribbons
    // run the other way round (each row against its left-to-right direction).
    const mirrored = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll(".lucide-arrow-up-right, .lucide-arrow-down-right"),
        (icon) => getComputedStyle(icon).scale,
      ),
    );
    expect(mirrored.length).toBeGreaterThan(0);
    expect(new Set(mirrored)).toEqual(new Set(["-1 1"]));
    // The scroll progress is drawn above the motion breakpoint (550 px) only.
    if (width > 550) {
      const progress = page.getByTestId("scroll-progress");
      expect(await progress.evaluate((bar) => getComputedStyle(bar).transformOrigin)).toBe(`${width}px 1px`);
    }
    const ribbons = await page.evaluate(() =>
      Array.from(document.querySelectorAll("[data-marquee-row] > div"), (track) => {
        const animation = track.getAnimations()[0];
        return animation ? getComputedStyle(track).animationDirection : "none";
      }),
    );
    expect(ribbons).toEqual(["reverse", "normal"]);

    await page.goto(`${server.url}/projects/${projectSlug}`);
    const block = page.locator(".markdown-body pre").first();
    await expect(block).toBeVisible();
    expect(await block.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    // The block's lines start at its left edge (its padding), not scrolled out of view at the right.
    const indent = await block.evaluate((element) => {
      const range = document.createRange();
      const text = element.querySelector("code")?.firstChild as Node;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      return range.getBoundingClientRect().left - element.getBoundingClientRect().left;
    });
    expect(indent).toBeLessThan(30);
    const inline = page.locator(".markdown-body p code").first();
    await expect(inline).toHaveText("npm install");
    expect(await readsLeftToRight(inline), "inline code").toBe(true);
    // The image viewer reads right to left too: "previous" at the right, the left arrow key goes on
    // (to the second of three pictures, not back round to the third).
    await page.locator("[data-lightbox-open]").first().click();
    const viewer = page.locator("dialog[open]");
    await expect(viewer.getByRole("img", { name: "لقطة 1" })).toBeVisible();
    const previous = await viewer.locator("[data-lightbox-step='-1']").boundingBox();
    const next = await viewer.locator("[data-lightbox-step='1']").boundingBox();
    expect(previous && next && previous.x > next.x, "previous is right of next").toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByRole("img", { name: "لقطة 2" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto(`${server.url}/resume`);
    // "Back to the site" points right, the way back on a right-to-left page.
    await expect(page.locator(".bar a").first()).toHaveText(/^→ /);
    const resumePhone = page.locator(".contact bdi");
    await expect(resumePhone).toHaveText(phone);
    expect(await readsLeftToRight(resumePhone), "the résumé's phone number").toBe(true);
  });
}

test("the owner's fields follow what is typed in them, and chips split on the Arabic comma", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(`${server.url}/admin-dashboard?tab=projects`);
  await page.getByRole("button", { name: "Add New Project" }).first().click();
  const form = page.getByRole("dialog", { name: "Add New Project" });
  const title = form.getByLabel("Title");
  const direction = () => title.evaluate((element) => getComputedStyle(element).direction);
  await title.fill("منصة حجز المواعيد");
  expect(await direction()).toBe("rtl");
  await title.fill("Booking platform");
  expect(await direction()).toBe("ltr");
  await form.getByLabel("Technologies").fill("رياكت، نود،");
  await expect(form.getByRole("button", { name: "Remove رياكت" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Remove نود" })).toBeVisible();
});
