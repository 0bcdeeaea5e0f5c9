import { join } from "node:path";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createLocalMediaStore } from "./local-media-store.ts";
import { mediaDir } from "./media.service.ts";
import { moveMedia } from "./media-move.ts";
import { createMediaStore } from "./media-store.ts";

const usage = "Usage: npm run media:move -- --to s3|local [--delete-source]";

/**
 * `npm run media:move -- --to s3` copies DATA_DIR/media into the bucket MEDIA_STORE names; `--to local`
 * copies the bucket's media back into DATA_DIR/media. Each file is checked in its new place; with
 * `--delete-source` it is then removed from the old one. Answers the exit code.
 */
export async function moveFromCli(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
): Promise<number> {
  const to = args[args.indexOf("--to") + 1];
  if (!args.includes("--to") || (to !== "s3" && to !== "local")) {
    print(usage);
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    print(error instanceof ConfigError ? error.message : String(error));
    return 1;
  }
  if (config.mediaStore.kind !== "s3") {
    print(
      "Set MEDIA_STORE=s3://BUCKET[/prefix] (with S3_ENDPOINT and the AWS_* keys as needed) to the bucket.",
    );
    return 1;
  }
  const local = createLocalMediaStore(config.dataDir);
  const bucket = createMediaStore(config);
  const [from, target] = to === "s3" ? [local, bucket] : [bucket, local];
  try {
    const report = await moveMedia(from, target, {
      scratchDir: join(mediaDir(config.dataDir), ".incoming"),
      deleteSource: args.includes("--delete-source"),
      progress: print,
    });
    print(
      `${report.copied.length} copied and checked, ${report.present.length} already there, into ${target.where}` +
        (report.removed.length > 0
          ? `; ${report.removed.length} removed from ${from.where}`
          : "; the originals are kept"),
    );
    return 0;
  } catch (error) {
    print(`Media move stopped: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    if ("close" in bucket && typeof bucket.close === "function") bucket.close();
  }
}
