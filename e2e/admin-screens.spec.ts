import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";
import { signIn } from "./support/owner.ts";

const tabs = [
  { id: "overview", heading: /Welcome back, Alex Morgan!/ },
  { id: "content", heading: "Content Sections" },
  { id: "projects", heading: null },
  { id: "messages", heading: "Messages" },
  { id: "site-config", heading: "Site Configuration" },
  { id: "analytics", heading: "Analytics" },
  { id: "users", heading: "Users" },
  { id: "account", heading: "Your account" },
] as const;

const configSections = ["site", "layout", "seo", "contact", "analytics", "performance", "security"] as const;

test.describe("admin dashboard screens", () => {
  for (const theme of ["dark", "light"] as const) {
    test(`every tab renders in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page);
      // A message in the inbox, so the Messages tab is shown with content rather than empty.
      const sent = await page.request.post("/api/feedback", {
        data: {
          user_name: "Priya Raman",
          user_number: "+1 555 010 0134",
          user_email: "priya@example.com",
          message: "Loved the gallery. Are you open to a two-month contract for a React dashboard?",
          fill_ms: 9000,
        },
      });
      expect(sent.status()).toBe(201);
      await page.evaluate((value) => localStorage.setItem("folio-admin-theme", value), theme);
      for (const tab of tabs) {
        await page.goto(`/admin-dashboard?tab=${tab.id}`);
        await expect(page.locator(`[data-admin-theme="${theme}"]`)).toBeVisible();
        await expect(page.locator(`main[data-active-tab="${tab.id}"]`)).toBeVisible();
        if (tab.heading)
          await expect(page.getByRole("heading", { level: 2, name: tab.heading })).toBeVisible();
        // Not "networkidle": the Site Config tab's live preview and the Analytics tab keep
        // the network busy on a loaded machine; the heading and the load event are enough.
        await page.waitForLoadState("load");
        await page.evaluate(() => document.fonts.ready);
        await screenshots(page, `admin-${tab.id}-${theme}`);
      }
      for (const section of configSections) {
        await page.goto(`/admin-dashboard?tab=site-config&section=${section}`);
        await expect(
          page.locator("main[data-active-tab='site-config'] section[aria-label]").first(),
        ).toBeVisible();
        await screenshots(page, `admin-site-config-${section}-${theme}`);
      }
      await page.goto("/admin-dashboard?tab=content");
      await page.getByRole("button", { name: "Edit" }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await screenshots(page, `admin-content-editor-${theme}`);
      expect(errors).toEqual([]);
    });
  }
});
