// `npm run backup`: writes one backup file into BACKUP_DIR while the site keeps serving.
import "./load-env-file.mjs";
import { openCliDatabase, summary } from "#server/features/backup/backup-cli.ts";

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
