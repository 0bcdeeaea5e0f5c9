import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import type { MediaStore } from "./media-store.ts";

export interface MoveReport {
  /** Copied into the target and checked there. */
  copied: string[];
  /** Already in the target with the same bytes (a move run again). */
  present: string[];
  /** Removed from the source once their copy was checked (`deleteSource`). */
  removed: string[];
}

async function sha256(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Copies every media file of `from` into `to` (local disk → bucket, or back), and checks each copy by
 * reading it back from the target and comparing its SHA-256 with the source's. Files already in the
 * target with the same bytes are left as they are, so running it again finishes an interrupted move and
 * copies nothing twice. The source is kept unless `deleteSource` (each file once its copy is checked).
 * Work files go under `scratchDir` (DATA_DIR/media/.incoming: swept if the process dies).
 */
export async function moveMedia(
  from: MediaStore,
  to: MediaStore,
  options: { scratchDir: string; deleteSource?: boolean; progress?: (line: string) => void },
): Promise<MoveReport> {
  await mkdir(options.scratchDir, { recursive: true });
  const scratch = await mkdtemp(join(options.scratchDir, "move-"));
  const report: MoveReport = { copied: [], present: [], removed: [] };
  try {
    const there = new Map((await to.list()).map((object) => [object.name, object.size]));
    for (const { name, size } of await from.list()) {
      const source = join(scratch, `${name}.source`);
      const copy = join(scratch, `${name}.check`);
      await from.copyOut(name, source);
      const expected = await sha256(source);
      let same = false;
      if (there.get(name) === size) {
        await to.copyOut(name, copy);
        same = (await sha256(copy)) === expected;
        await rm(copy, { force: true });
      }
      if (same) report.present.push(name);
      else {
        await to.put(name, source, "copy");
        await to.copyOut(name, copy);
        if ((await sha256(copy)) !== expected)
          throw new Error(
            `${name}: the copy in ${to.where} does not match the original; nothing was removed.`,
          );
        report.copied.push(name);
      }
      options.progress?.(`${same ? "already there" : "copied"}: ${name}`);
      await rm(source, { force: true });
      await rm(copy, { force: true });
      if (options.deleteSource) {
        await from.remove(name);
        report.removed.push(name);
      }
    }
    return report;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
