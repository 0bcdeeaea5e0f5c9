import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { collectPageErrors, expect, screenshots, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv, signIn } from "./support/owner.ts";

// Its own server: the restore replaces the whole site and signs everyone out.
let server: FolioServer;
const backupDir = mkdtempSync(join(tmpdir(), "folio-e2e-backups-"));
const downloadDir = mkdtempSync(join(tmpdir(), "folio-e2e-download-"));
const at = (path: string) => new URL(path, server.url).toString();

test.beforeAll(async () => {
  server = await startFolio({ ...ownerEnv, BACKUP_DIR: backupDir });
});
test.afterAll(async () => {
  await server.stop();
  for (const dir of [backupDir, downloadDir]) rmSync(dir, { recursive: true, force: true });
});

test("the owner downloads a backup and restores it after confirming", async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server.url);
  await page.goto(at("/admin-dashboard?tab=site-config&section=backups"));
  const panel = page.getByRole("region", { name: "Backups" });
  await expect(panel.getByText("No backup has been taken on the server yet.")).toBeVisible();
  await screenshots(page, "admin-backups-panel");

  const downloading = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download backup" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^folio-backup-\d{8}-\d{6}\.tar\.gz$/);
  const file = join(downloadDir, download.suggestedFilename());
  await download.saveAs(file);

  // Cancelling the confirmation changes nothing.
  await panel.getByTestId("restore-input").setInputFiles(file);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Replace the whole site");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(readdirSync(backupDir)).toEqual([]);

  await panel.getByTestId("restore-input").setInputFiles(file);
  await expect(dialog).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
  await screenshots(page, "admin-backups-confirm");
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText(/Restored the backup of .+\. Sign in again\./)).toBeVisible();
  await page.waitForURL(/\/login/);
  expect(readdirSync(backupDir).filter((name) => name.endsWith("-safety.tar.gz"))).toHaveLength(1);
  expect(errors).toEqual([]);
});
