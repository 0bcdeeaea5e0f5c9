// `npm run restore -- FILE [--force]`: restores a backup into an empty DATA_DIR or database
// (with --force, replaces the site there after a safety backup). Stop the server first.
import "./load-env-file.mjs";
import { restoreFromCli } from "#server/features/backup/backup-cli.ts";

process.exit(await restoreFromCli(process.argv.slice(2)));
