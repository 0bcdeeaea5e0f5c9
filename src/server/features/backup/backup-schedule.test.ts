import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pruneBackups } from "./backup-files.ts";
import { nextNightlyRun, scheduleNightlyBackups } from "./backup-schedule.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("nextNightlyRun", () => {
  it("is today at the hour when that is still ahead, else tomorrow", () => {
    const morning = new Date(2026, 10, 23, 1, 30);
    expect(nextNightlyRun(morning, 3)).toEqual(new Date(2026, 10, 23, 3, 0));
    const exactly = new Date(2026, 10, 23, 3, 0);
    expect(nextNightlyRun(exactly, 3)).toEqual(new Date(2026, 10, 24, 3, 0));
    const lastDayOfMonth = new Date(2026, 10, 30, 23, 59);
    expect(nextNightlyRun(lastDayOfMonth, 0)).toEqual(new Date(2026, 11, 1, 0, 0));
  });
});

describe("scheduleNightlyBackups", () => {
  it("runs every night at the hour, and goes on after a failed night", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 23, 12, 0) });
    const runs: Date[] = [];
    let fail = true;
    const nightly = vi.fn(async () => {
      runs.push(new Date());
      if (fail) {
        fail = false;
        throw new Error("disk full");
      }
      return { backup: { name: "b", bytes: 1, path: "p", manifest: {} as never }, pruned: [] };
    });
    const stop = scheduleNightlyBackups({ nightly }, { hour: 3, log: pino({ level: "silent" }) });
    await vi.advanceTimersByTimeAsync(48 * 3600 * 1000);
    stop();
    await vi.advanceTimersByTimeAsync(48 * 3600 * 1000);
    expect(runs).toEqual([new Date(2026, 10, 24, 3, 0), new Date(2026, 10, 25, 3, 0)]);
  });
});

describe("pruneBackups", () => {
  it("keeps the newest nightly backups and never touches the other kinds", async () => {
    const dir = mkdtempSync(join(tmpdir(), "folio-prune-"));
    const names = [
      "folio-backup-20261120-030000-nightly.tar.gz",
      "folio-backup-20261121-030000-nightly.tar.gz",
      "folio-backup-20261122-030000-nightly.tar.gz",
      "folio-backup-20261122-100000-manual.tar.gz",
      "folio-backup-20261119-100000-safety.tar.gz",
      "notes.txt",
    ];
    for (const name of names) writeFileSync(join(dir, name), "x");
    expect(await pruneBackups(dir, "nightly", 2)).toEqual(["folio-backup-20261120-030000-nightly.tar.gz"]);
    expect(readdirSync(dir).sort()).toEqual(names.slice(1).sort());
  });
});
