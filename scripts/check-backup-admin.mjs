// The admin probe of check-backup.mjs: on the restored site, the owner downloads a backup during a burst
// of feedback and restores it through the admin route (refused without confirmation, then done).
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import {
  ownerFetch,
  readManifest,
  signIn,
  siteEnv,
  startBurst,
  startServer,
} from "./check-backup-support.mjs";

export async function adminRoundTripProbe({ work, backupDir, check }) {
  const dataDir = join(work, "restored");
  const server = await startServer(await siteEnv(dataDir, backupDir));
  try {
    let cookie = await signIn(server.url);
    const burst = startBurst(server.url, 4);
    while (burst.acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
    const before = [...burst.acknowledged];
    const download = await ownerFetch(server.url, "/api/admin/backup", cookie);
    const bytes = Buffer.from(await download.arrayBuffer());
    await burst.stop();
    check(download.status === 200, `the download answered ${download.status}`);
    const file = join(work, "downloaded.tar.gz");
    writeFileSync(file, bytes);
    const manifest = await readManifest(file);
    // A fresh body for each request: a sent FormData stream cannot be read again.
    const form = () => {
      const body = new FormData();
      body.append("file", new Blob([bytes], { type: "application/gzip" }), "downloaded.tar.gz");
      return body;
    };
    const unconfirmed = await ownerFetch(server.url, "/api/admin/restore", cookie, {
      method: "POST",
      body: form(),
    });
    check(unconfirmed.status === 400, `a restore without confirmation answered ${unconfirmed.status}`);
    const restored = await ownerFetch(server.url, "/api/admin/restore?confirm=replace", cookie, {
      method: "POST",
      body: form(),
    });
    const answer = await restored.text();
    check(restored.status === 200, `the restore answered ${restored.status}: ${answer}`);
    const { safetyBackup } = JSON.parse(answer);
    check(existsSync(join(backupDir, safetyBackup)), "no safety backup was kept");
    cookie = await signIn(server.url);
    const db = new Database(join(dataDir, "folio.db"), { readonly: true });
    const stored = new Set(db.prepare("select message from feedback_message").pluck().all());
    db.close();
    const missing = before.filter((marker) => !stored.has(marker));
    check(missing.length === 0, `${missing.length} messages acknowledged before the download are missing`);
    return `downloaded during a burst (${(bytes.length / 1024).toFixed(0)} KB, ${manifest.tables.feedback_message.rows} messages, all ${before.length} acknowledged before it included); restore refused without confirmation (400), then replaced the site (200) after safety backup ${safetyBackup}`;
  } finally {
    await server.stop();
  }
}
