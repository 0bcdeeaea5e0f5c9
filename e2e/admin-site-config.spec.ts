import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { collectPageErrors, expect, test } from "./support/fixtures.ts";
import type { FolioServer } from "./support/folio-server.ts";
import { startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: these journeys change the configuration every page is served with.
let server: FolioServer;
const at = (path: string) => new URL(path, server.url).toString();

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  server = await startFolio(ownerEnv);
});
test.afterAll(async () => server.stop());

async function openConfig(page: Page, section = "theme") {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(at(`/admin-dashboard?tab=site-config&section=${section}`));
  await expect(page.getByRole("heading", { name: "Site Configuration" })).toBeVisible();
}

const saveButton = (page: Page) => page.locator("[data-save-state]");

test.describe("admin site configuration", () => {
  test("unsaved bar, save states, and the primary colour reaches the public page", async ({ page }) => {
    const errors = collectPageErrors(page);
    await openConfig(page);
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByTestId("unsaved-bar")).toBeHidden();
    await page.getByLabel("Primary Color", { exact: true }).fill("#ff3366");
    await expect(page.getByTestId("unsaved-bar")).toContainText("unsaved changes");
    await expect(saveButton(page)).toBeEnabled();

    // The page records each label the button shows, with when it showed it, so a slow test runner on a
    // busy machine cannot miss a state (the exact timings have their own test, on a paused clock).
    await saveButton(page).evaluate((button) => {
      const seen: { label: string; disabled: boolean; at: number }[] = [];
      (window as unknown as { saveLabels: typeof seen }).saveLabels = seen;
      const note = () => {
        const label = button.textContent?.trim() ?? "";
        const disabled = (button as HTMLButtonElement).disabled;
        if (seen.at(-1)?.label !== label) seen.push({ label, disabled, at: performance.now() });
      };
      new MutationObserver(note).observe(button, {
        attributes: true,
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.getByRole("button", { name: "Save Now" }).click();
    await expect(saveButton(page)).toHaveText("Save Changes", { timeout: 8000 });
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByTestId("unsaved-bar")).toBeHidden();
    const labels = await page.evaluate(
      () =>
        (window as unknown as { saveLabels: { label: string; disabled: boolean; at: number }[] }).saveLabels,
    );
    expect(labels.map(({ label }) => label)).toEqual(["Saving...", "Saved!", "Save Changes"]);
    expect(labels[0]?.disabled).toBe(true);
    // How long each label stays (1 s, then 2 s) is checked on a paused clock, not here: on a busy
    // machine the moment a label is recorded can lag the moment it was shown.

    await page.goto(at("/"));
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--primary").trim(),
    );
    expect(primary).toBe("#ff3366");
    expect(errors).toEqual([]);
  });

  test("save states keep the spec's timings: saved after 1 s for 2 s, an error for 3 s", async ({ page }) => {
    await page.clock.install();
    await openConfig(page, "site");
    await page.clock.pauseAt(Date.now() + 60_000);
    // The page notes each label the button shows with the time on its clock, which moves only when told
    // to: a label shown too early is caught at the time it was shown, however late it is looked at.
    await saveButton(page).evaluate((button) => {
      const seen: [label: string, at: number][] = [];
      (window as unknown as { saveLabels: typeof seen }).saveLabels = seen;
      new MutationObserver(() => {
        const label = button.textContent?.trim() ?? "";
        if (seen.at(-1)?.[0] !== label) seen.push([label, Date.now()]);
      }).observe(button, { childList: true, subtree: true, characterData: true });
    });
    /** The labels shown from the `from`-th on, each with when it was shown after the first of them. */
    const labelsFrom = async (from: number) => {
      const seen = await page.evaluate(
        () => (window as unknown as { saveLabels: [string, number][] }).saveLabels,
      );
      const start = seen[from]?.[1] ?? 0;
      return seen.slice(from).map(([label, at]) => [label, at - start]);
    };
    /**
     * Moves the page's clock on by each step and checks the save button's label after it. A timer the
     * page set only after the step began (it had not yet had the server's answer) is due by its end:
     * `runFor(0)` runs it without moving the clock.
     */
    const expectLabelsOverTime = async (steps: [ms: number, label: string][]) => {
      for (const [ms, label] of steps) {
        await page.clock.runFor(ms);
        await expect
          .poll(async () => {
            await page.clock.runFor(0);
            return (await saveButton(page).textContent())?.trim();
          })
          .toBe(label);
      }
    };

    await page.getByLabel("Site Title").fill("Timed save");
    const stored = page.waitForResponse(
      (r) => r.url().endsWith("/api/site-config") && r.request().method() === "PUT",
    );
    await page.getByRole("button", { name: "Save Now" }).click();
    expect((await stored).status()).toBe(200);
    await expect(saveButton(page)).toHaveText("Saving...");
    await expectLabelsOverTime([
      [999, "Saving..."],
      [1, "Saved!"],
      [1999, "Saved!"],
      [1, "Save Changes"],
    ]);
    expect(await labelsFrom(0)).toEqual([
      ["Saving...", 0],
      ["Saved!", 1000],
      ["Save Changes", 3000],
    ]);

    await page.route("**/api/site-config", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Down" } } })
        : route.fallback(),
    );
    await page.getByLabel("Site Title").fill("Timed failure");
    await page.getByRole("button", { name: "Save Now" }).click();
    await expect(saveButton(page)).toHaveText("Saving...");
    await expectLabelsOverTime([
      [999, "Saving..."],
      [1, "Error"],
      [2999, "Error"],
      [1, "Save Changes"],
    ]);
    expect(await labelsFrom(3)).toEqual([
      ["Saving...", 0],
      ["Error", 1000],
      ["Save Changes", 4000],
    ]);
    await expect(page.getByTestId("unsaved-bar")).toBeVisible();
  });

  test("a save from a stale tab answers with 'Error' and offers the latest version", async ({
    page,
    context,
  }) => {
    await openConfig(page, "site");
    const other = await context.newPage();
    await other.setViewportSize({ width: 1440, height: 900 });
    await other.goto(at("/admin-dashboard?tab=site-config&section=site"));
    await other.getByLabel("Site Title").fill("Saved in the other tab");
    await other.getByRole("button", { name: "Save Now" }).click();
    await expect(other.locator("[data-save-state]")).toHaveText("Saved!", { timeout: 3000 });
    await other.close();

    await page.getByLabel("Site Title").fill("Stale edit");
    await page.getByRole("button", { name: "Save Now" }).click();
    await expect(saveButton(page)).toHaveText("Error", { timeout: 3000 });
    await expect(page.getByTestId("unsaved-bar")).toContainText("changed in another tab");
    await expect(saveButton(page)).toHaveText("Save Changes", { timeout: 5000 });
    await page.getByRole("button", { name: "Load latest" }).click();
    await expect(page.getByLabel("Site Title")).toHaveValue("Saved in the other tab");
  });

  test("hiding testimonials removes them from the public page", async ({ page }) => {
    await openConfig(page, "layout");
    const testimonials = page.getByRole("switch", { name: /Testimonials/ });
    await expect(testimonials).toBeChecked();
    await page.getByText("Testimonials", { exact: true }).click();
    await expect(testimonials).not.toBeChecked();
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText("Saved!", { timeout: 3000 });
    await page.goto(at("/"));
    await expect(page.locator("#contact")).toBeAttached();
    await expect(page.locator("#testimonials")).toHaveCount(0);
    // The menu follows the page: no dead 'Testimonials' link, and Contact is now number 05.
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu.getByRole("link")).toHaveText([
      "01Home",
      "02About",
      "03Unique",
      "04Projects",
      "05Contact",
      /résumé/,
    ]);
    // Nor is the hidden section's text shipped in the page's data.
    const data = await page.locator("#folio-page-data").textContent();
    expect(JSON.parse(data ?? "{}").sections.map((section: { type: string }) => section.type)).not.toContain(
      "testimonials",
    );
  });

  test("an imported file whose component list the server would refuse is refused up front", async ({
    page,
  }) => {
    await openConfig(page, "layout");
    await page.getByTestId("config-import-input").setInputFiles({
      name: "unknown-component.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({ theme: { primaryColor: "#123456" }, components: [{ id: "popup", isActive: true }] }),
      ),
    });
    await expect(page.getByText("Invalid configuration file")).toBeVisible();
    await expect(page.getByTestId("unsaved-bar")).toBeHidden();
  });

  test("the CSP switch adds the strict level; the page and the dashboard still run under it", async ({
    page,
  }) => {
    let response = await page.request.get(at("/"));
    expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers()["content-security-policy"]).not.toContain("require-trusted-types-for");
    await openConfig(page, "security");
    await page.getByText("Content Security Policy", { exact: true }).click();
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText("Saved!", { timeout: 3000 });

    response = await page.request.get(at("/"));
    expect(response.headers()["content-security-policy"]).toContain("require-trusted-types-for 'script'");
    const errors = collectPageErrors(page);
    await page.goto(at("/"));
    await expect(page.locator("#home")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.goto(at("/admin-dashboard?tab=messages"));
    await expect(page.getByRole("heading", { level: 2, name: /Messages/ })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The Résumé tab's PDF preview starts pdf.js's worker from a built file, which the policy allows.
    await page.goto(at("/admin-dashboard?tab=resume"));
    await expect(page.getByTestId("resume-pdf-pages").locator("canvas").first()).toBeVisible();
    expect(errors.filter((error) => /Content Security Policy|Trusted Type/i.test(error))).toEqual([]);
  });

  test("the service worker makes the page work offline once enabled", async ({ page, context }) => {
    // Installing the worker precaches the page and every built asset: about 25 s alone, more on a
    // loaded machine.
    test.setTimeout(120_000);
    await openConfig(page, "performance");
    await page.getByText("Service Worker", { exact: true }).click();
    await saveButton(page).click();
    await expect(saveButton(page)).toHaveText("Saved!", { timeout: 3000 });

    await page.goto(at("/"));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect(page.locator("#home")).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator("#home")).toBeVisible();
    await context.setOffline(false);
  });

  test("export, import and reset", async ({ page }) => {
    await openConfig(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("portfolio-config.json");
    const exported = JSON.parse(await readFile(await file.path(), "utf8"));
    expect(exported.theme.primaryColor).toBe("#ff3366");
    expect(exported.layout.loaderDuration).toBe(3000);

    await page.getByTestId("config-import-input").setInputFiles({
      name: "bad.json",
      mimeType: "application/json",
      buffer: Buffer.from("{ this is not json"),
    });
    await expect(page.getByText("Invalid configuration file")).toBeVisible();
    await expect(page.getByTestId("unsaved-bar")).toBeHidden();

    await page.getByTestId("config-import-input").setInputFiles({
      name: "theme.json",
      mimeType: "application/json",
      buffer: Buffer.from(
        JSON.stringify({ theme: { primaryColor: "#00cc88" }, layout: { loaderDuration: "1500" } }),
      ),
    });
    await expect(page.getByLabel("Primary Color", { exact: true })).toHaveValue("#00cc88");
    await expect(page.getByTestId("unsaved-bar")).toBeVisible();

    await page.getByRole("button", { name: "Reset" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      "Are you sure you want to reset all configuration to defaults? This action cannot be undone.",
    );
    await confirm.getByRole("button", { name: "Reset" }).click();
    await expect(page.getByText("Configuration reset to defaults")).toBeVisible();
    await expect(page.getByLabel("Primary Color", { exact: true })).toHaveValue("#08afff");
    const stored = await (await page.request.get(at("/api/site-config"))).json();
    expect(stored.theme.primaryColor).toBe("#08afff");
    expect(stored.security.enableCSP).toBe(false);
    // Reset also shows every component again (Testimonials was hidden above), without a reload.
    const components = await (await page.request.get(at("/api/components"))).json();
    expect(components.every((entry: { isActive: boolean }) => entry.isActive)).toBe(true);
    await page.getByRole("button", { name: "Layout", exact: true }).click();
    await expect(page.getByRole("switch", { name: /Testimonials/ })).toBeChecked();
    await expect(page.getByTestId("unsaved-bar")).toBeHidden();
  });
});
