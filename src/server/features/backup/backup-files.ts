import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { packArchive } from "./backup-archive.ts";
import { stageBackup } from "./backup-dump.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import type { BackupSource } from "./backup-snapshot.ts";

/** Why a backup was taken: its name ends with it, and only nightly ones are pruned. */
export type BackupKind = "manual" | "nightly" | "safety" | "download";

export interface WrittenBackup {
  path: string;
  name: string;
  bytes: number;
  manifest: BackupManifest;
}

const namePattern = /^folio-backup-(\d{8}-\d{6})(?:-\d+)?-(manual|nightly|safety|download)\.tar\.gz$/;

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/**
 * Takes a backup into `dir` as one file, `folio-backup-YYYYMMDD-HHMMSS-<kind>.tar.gz` (UTC), written
 * under a temporary name and renamed when complete, so a file with the final name is always whole.
 */
export async function writeBackupFile(
  source: BackupSource,
  dir: string,
  kind: BackupKind,
): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(dir, ".staging-"));
  try {
    const manifest = await stageBackup(source, staging);
    const partial = join(staging, "backup.partial");
    await packArchive(staging, manifest, partial);
    const file = await open(partial, "r");
    await file.sync();
    await file.close();
    const name = await freeName(dir, `folio-backup-${stamp(new Date(manifest.createdAt))}`, kind);
    await rename(partial, join(dir, name));
    return { path: join(dir, name), name, bytes: (await stat(join(dir, name))).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function freeName(dir: string, base: string, kind: BackupKind): Promise<string> {
  const taken = new Set(await readdir(dir));
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? `${base}-${kind}.tar.gz` : `${base}-${n}-${kind}.tar.gz`;
    if (!taken.has(name)) return name;
  }
}

export interface BackupFileInfo {
  name: string;
  kind: BackupKind;
  bytes: number;
  createdAt: string;
}

/** The backups in `dir`, newest first. */
export async function listBackupFiles(dir: string): Promise<BackupFileInfo[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const found: BackupFileInfo[] = [];
  for (const name of names) {
    const match = namePattern.exec(name);
    if (!match) continue;
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (!info?.isFile()) continue;
    found.push({ name, kind: match[2] as BackupKind, bytes: info.size, createdAt: info.mtime.toISOString() });
  }
  return found.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/** Deletes all but the newest `keep` backups of one kind; answers the names deleted. */
export async function pruneBackups(dir: string, kind: BackupKind, keep: number): Promise<string[]> {
  const old = (await listBackupFiles(dir)).filter((file) => file.kind === kind).slice(keep);
  for (const file of old) await rm(join(dir, file.name), { force: true });
  return old.map((file) => file.name);
}
