// `npm run backup`: writes one backup file into BACKUP_DIR while the site keeps serving.
// `npm run backup -- --verify FILE`: checks a backup completely without restoring it.
import "./load-env-file.mjs";
import { openCliDatabase, summary, verifyFromCli } from "#server/features/backup/backup-cli.ts";

if (process.argv.includes("--verify")) process.exit(await verifyFromCli(process.argv.slice(2)));

const opened = await openCliDatabase();
let code = 1;
try {
  const backup = await opened.service.backup("manual");
  console.log(`Backup written: ${backup.path}`);
  console.log(summary(backup.manifest, backup.bytes));
  code = 0;
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await opened.close();
}
process.exit(code);
