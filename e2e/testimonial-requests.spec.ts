import sharp from "sharp";
import { expect, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys add testimonials to the page.
let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

const clients = {
  390: { client: "Layla", name: "ليلى حداد", company: "شركة النخيل" },
  1440: { client: "Karim", name: "كريم منصور", company: "استوديو الأرز" },
} as const;

for (const width of [390, 1440] as const) {
  test(`at ${width} px a client's Arabic testimonial with a photo reaches / once the owner approves it`, async ({
    page,
    browser,
  }) => {
    const { client, name, company } = clients[width];
    const viewport = { width, height: width === 390 ? 844 : 900 };
    await page.setViewportSize(viewport);
    await signIn(page, server.url);
    await page.goto(at("/admin-dashboard?tab=content"));

    // The owner asks for a testimonial and gets the link.
    await page.getByRole("button", { name: "Request a testimonial" }).click();
    const ask = page.getByRole("dialog", { name: "Request a testimonial" });
    await ask.getByLabel("Client name").fill(client);
    await ask
      .getByLabel("Personal message (optional)")
      .fill("Thank you for the project — a few words would mean a lot.");
    await ask.getByRole("button", { name: "Create link" }).click();
    const made = page.getByRole("dialog", { name: `Link for ${client}` });
    // The keyboard lands on the link, ready to copy.
    await expect(made.getByTestId("request-link")).toBeFocused();
    const link = await made.getByTestId("request-link").inputValue();
    expect(link).toMatch(/\/testimonial\/[A-Za-z0-9_-]{43}$/);
    await made.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("testimonial-request").filter({ hasText: client })).toContainText("Open");

    // The client, in a browser of their own, writes in Arabic and adds a photo.
    const visitor = await browser.newContext({ viewport });
    try {
      const form = await visitor.newPage();
      await form.goto(link);
      await expect(form.getByRole("heading", { level: 1 })).toContainText("A few words for");
      await expect(form.getByTestId("review-notice")).toContainText("before anything is published");
      await form.getByLabel("Your name").fill(name);
      await form.getByLabel("Your role").fill("مديرة المنتج");
      await form.getByLabel("Company").fill(company);
      await form
        .getByLabel("Your testimonial")
        .fill("عمل رائع ودقيق، وتواصل واضح في كل مرحلة من مراحل المشروع.");
      await form.getByRole("radio", { name: "5 out of 5" }).check();
      const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#2f6b4a" } })
        .jpeg()
        .toBuffer();
      await form
        .getByLabel(/Your photo/)
        .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo });
      // As long as a person takes to fill it in: the form refuses what is sent within two seconds of it.
      await form.waitForFunction(() => performance.now() > 2500);
      await form.getByRole("button", { name: "Send testimonial" }).click();
      await expect(form.getByRole("heading", { name: "Thank you!" })).toBeVisible();

      // Nothing is on the page before the owner approves it.
      const home = await visitor.newPage();
      await home.goto(at("/"));
      await expect(home.getByTestId("testimonial").filter({ hasText: name })).toHaveCount(0);

      // The Overview says it waits, and its Review brings the owner to it.
      await page.goto(at("/admin-dashboard?tab=overview"));
      await expect(page.getByTestId("overview-pending-testimonials")).toHaveText(
        "1 testimonial waiting for review",
      );
      await page
        .getByRole("region", { name: "Testimonials" })
        .getByRole("button", { name: "Review" })
        .click();
      await expect(page).toHaveURL(/tab=content$/);
      await expect(page.getByRole("heading", { name: "Testimonial requests" })).toBeInViewport();

      // The owner reviews it and approves it, first in the list.
      const pending = page.getByTestId("pending-testimonial").filter({ hasText: name });
      await expect(pending).toContainText(company);
      await expect(pending.locator("img")).toHaveAttribute("src", /^\/media\/.+\.webp$/);
      await pending.getByRole("button", { name: `Approve the testimonial from ${name}` }).click();
      const approve = page.getByRole("dialog", { name: `Approve the testimonial from ${name}` });
      await approve.getByLabel("Place").selectOption({ label: "First" });
      await approve.getByRole("button", { name: "Approve and publish" }).click();
      await expect(approve).toBeHidden();
      await expect(page.getByTestId("pending-testimonial").filter({ hasText: name })).toHaveCount(0);
      await expect(page.getByTestId("testimonial-request").filter({ hasText: client })).toContainText("Used");
      await page.goto(at("/admin-dashboard?tab=overview"));
      await expect(page.getByTestId("overview-unread")).toBeVisible();
      await expect(page.getByTestId("overview-pending-testimonials")).toHaveCount(0);

      // It shows on /, with its photo.
      await home.goto(at("/"));
      const shown = home.getByTestId("testimonial").first();
      await expect(shown).toContainText(name);
      await expect(shown.locator("img")).toHaveAttribute("src", /^\/media\//);

      // The used link says so, kindly.
      const again = await form.goto(link);
      expect(again?.status()).toBe(410);
      await expect(form.getByRole("heading", { level: 1 })).toHaveText(
        "Your testimonial has already arrived",
      );
    } finally {
      await visitor.close();
    }
  });
}
