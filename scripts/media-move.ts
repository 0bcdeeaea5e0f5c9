// `npm run media:move -- --to s3|local [--delete-source]`: copies the media files between DATA_DIR/media
// and the bucket MEDIA_STORE names, checking each copy (see the README, "Running several instances").
import "./load-env-file.mjs";
import { moveFromCli } from "#server/features/media/media-move-cli.ts";

process.exit(await moveFromCli(process.argv.slice(2)));
