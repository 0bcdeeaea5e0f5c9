import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import { signIn } from "./support/owner.ts";

test.describe("admin dashboard shell", () => {
  test("the guard sends a signed-out visitor to /login", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await page.waitForURL(/\/login$/);
  });

  test("header, tabs in the URL, reload and Back", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const header = page.locator("header").filter({ has: page.getByTestId("admin-user") });
    await expect(header.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await expect(page.getByTestId("admin-user")).toContainText("Alex Morgan");
    await expect(page.getByTestId("admin-user")).toContainText("owner@folio.test");
    await expect(page.getByRole("heading", { name: "Welcome back, Alex Morgan!" })).toBeVisible();

    const nav = page
      .getByRole("navigation", { name: "Dashboard navigation" })
      .or(page.locator("#admin-sidebar nav"));
    for (const label of ["Overview", "Content", "Projects", "Site Config", "Analytics", "Users", "Account"]) {
      await expect(nav.getByRole("button", { name: label, exact: true })).toBeVisible();
    }
    await nav.getByRole("button", { name: "Content", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=content$/);
    await expect(header.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await page.reload();
    await expect(header.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await nav.getByRole("button", { name: "Users", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();
    await expect(page.getByTestId("user-row")).toContainText("owner@folio.test");
    await page.goBack();
    await expect(page).toHaveURL(/\?tab=content$/);
    await expect(header.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("Overview shows real figures, working quick actions and recent activity", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    // A harmless owner write: store the component list unchanged.
    const list = await (await page.request.get("/api/components")).json();
    expect((await page.request.put("/api/components", { data: list })).ok()).toBe(true);
    await page.reload();

    const stat = (label: string) => page.locator("article").filter({ hasText: label });
    await expect(stat("Components Shown")).toContainText("13");
    await expect(stat("Components Shown")).toContainText("of 13 on the public page");
    await expect(stat("Active Projects")).toContainText(/\d+/);
    await expect(stat("Total Visitors")).toContainText(/\d+/);
    await expect(stat("Last Update")).toContainText("Today");
    await expect(page.getByTestId("recent-activity")).toContainText(
      "Changed which page components are shown",
    );
    await expect(page.getByTestId("recent-activity")).toContainText("Alex Morgan");

    await page.getByRole("button", { name: /Update Theme/ }).click();
    await expect(page).toHaveURL(/tab=site-config&section=theme/);
    await expect(page.getByRole("heading", { name: "Theme & Colors" })).toBeVisible();
    await page.goBack();
    await page.getByRole("button", { name: /Edit Content/ }).click();
    await expect(page.getByRole("heading", { name: "Content Sections" })).toBeVisible();
    await page.goBack();
    await page.getByRole("button", { name: /View Analytics/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Analytics", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Visitors and page views" })).toBeVisible();
    await page.goBack();
    await page.getByRole("button", { name: /Add New Project/ }).click();
    await expect(page.getByRole("dialog", { name: "Add New Project" })).toBeVisible();
  });

  test("theme is dark by default, switches to light and is remembered; the sidebar collapses", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const root = page.locator("[data-admin-theme]");
    await expect(root).toHaveAttribute("data-admin-theme", "dark");
    await page.getByRole("button", { name: "Switch to light mode" }).click();
    await expect(root).toHaveAttribute("data-admin-theme", "light");
    await page.reload();
    await expect(root).toHaveAttribute("data-admin-theme", "light");
    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await expect(root).toHaveAttribute("data-admin-theme", "dark");

    const contentLabel = page.locator("#admin-sidebar").getByText("Content", { exact: true });
    await expect(contentLabel).toBeVisible();
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(contentLabel).toBeHidden();
    await page.reload();
    await expect(contentLabel).toBeHidden();
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(contentLabel).toBeVisible();
  });

  test("on mobile the menu is an overlay that closes when a tab is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const sidebarNav = page.locator("#admin-sidebar");
    await expect(sidebarNav).not.toBeInViewport();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(sidebarNav).toBeInViewport();
    await sidebarNav.getByRole("button", { name: "Site Config", exact: true }).click();
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\?tab=site-config/);
    await expect(sidebarNav).not.toBeInViewport();
  });

  test("a session that ends while the dashboard is open shows the sign-in message", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    // The next request of any tab answers 401 and the panel replaces the shell: the Content tab's first
    // load, or a background refresh of the Overview that comes first (then the tab button is gone).
    const panel = page.getByText("Please log in to access the admin dashboard.");
    await page
      .locator("#admin-sidebar")
      .getByRole("button", { name: "Content", exact: true })
      .click({ timeout: 5_000 })
      .catch(async (error) => {
        if (!(await panel.isVisible())) throw error;
      });
    await expect(panel).toBeVisible();
    await page.getByRole("button", { name: "Go to Login" }).click();
    await page.waitForURL(/\/login$/);
    await page.context().addCookies(cookies);
  });

  test("a failed logout says so and keeps the owner signed in", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.route("**/api/auth/sign-out", (route) => route.abort());
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logout failed. Please try again.")).toBeVisible();
    await expect(page.getByTestId("admin-user")).toContainText("Alex Morgan");
    await expect(page).toHaveURL(/\/admin-dashboard/);
    await expect(page.getByText("Please log in to access the admin dashboard.")).toBeHidden();
    await page.unroute("**/api/auth/sign-out");
  });

  test("Logout ends the session and goes to /login", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(/\/login$/);
    await page.goto("/admin-dashboard");
    await page.waitForURL(/\/login$/);
  });
});
