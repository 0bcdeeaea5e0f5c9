import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import { type Db, isStringArray, readJson } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import { type HistoryKind, historyMessages } from "#shared/history/rules.ts";
import type { Version, VersionSummary } from "#shared/history/schema.ts";
import { checkBaseVersion, currentVersion, staleWriteError } from "./base-version.ts";
import { changedFields } from "./changed-fields.ts";
import * as repository from "./history.repository.ts";
import { versionsToKeep } from "./retention.ts";
import { decodeVersion, encodeVersion, type Keyframe } from "./version-codec.ts";

/** Who saved: the signed-in user, and the version a restore brought back. */
export interface SavedBy {
  id: string | null;
  name: string;
  restoredFrom?: number;
}

/** One save of an item, recorded in the save's own transaction. */
export interface VersionEntry {
  kind: HistoryKind;
  itemId: string;
  /** The item's content after the save, as its editor sends it. */
  content: unknown;
  by?: SavedBy;
  /** What the item held before this save: kept first, as version 1, when the item has no history yet. */
  before?: { content: unknown; savedAt: string };
}

export interface HistoryServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
}

export type HistoryService = ReturnType<typeof createHistoryService>;

function toSummary(row: repository.VersionHead): VersionSummary {
  return {
    version: Number(row.version),
    savedAt: row.saved_at,
    savedBy: row.saved_by_name === null ? null : { id: row.saved_by_id, name: row.saved_by_name },
    changed: readJson<string[]>(row.changed, [], isStringArray),
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    size: Number(row.size),
  };
}

/** A stored version's JSON text, and the keyframe a next version would be deflated against. */
async function readText(db: Db, row: repository.VersionRow): Promise<{ text: string; keyframe: Keyframe }> {
  if (row.base_version === null) {
    const text = decodeVersion(row.content);
    return { text, keyframe: { version: Number(row.version), text } };
  }
  const base = await repository.findVersion(db, row.kind, row.item_id, Number(row.base_version));
  if (!base) throw new Error(`version ${row.version} of ${row.kind} ${row.item_id} lost its keyframe`);
  const keyframe = { version: Number(base.version), text: decodeVersion(base.content) };
  return { text: decodeVersion(row.content, keyframe.text), keyframe };
}

/**
 * The versions of what the editors save (issue 40, decision 138): every save records one in its own
 * transaction (`record`), the History panels read them, and the retention job thins them.
 */
export function createHistoryService({ db, clock }: HistoryServiceDeps) {
  async function insert(
    trx: Db,
    entry: Pick<VersionEntry, "kind" | "itemId" | "by">,
    fields: { version: number; savedAt: string; changed: string[]; text: string; keyframe?: Keyframe },
  ) {
    const encoded = encodeVersion(fields.text, fields.keyframe);
    await repository.insertVersion(trx, {
      id: randomUUID(),
      kind: entry.kind,
      item_id: entry.itemId,
      version: fields.version,
      saved_at: fields.savedAt,
      saved_by_id: entry.by?.id ?? null,
      saved_by_name: entry.by ? entry.by.name : null,
      changed: JSON.stringify(fields.changed),
      restored_from: entry.by?.restoredFrom ?? null,
      base_version: encoded.baseVersion,
      size: Buffer.byteLength(fields.text),
      content: encoded.content,
    });
  }

  async function findRow(kind: HistoryKind, itemId: string, version: number) {
    const row = await repository.findVersion(db, kind, itemId, version);
    if (!row) throw notFound(historyMessages.versionNotFound(version));
    return row;
  }

  /** Thins one item's versions to the policy; keeps every delta readable. Answers how many went. */
  async function pruneItem(kind: string, itemId: string, now: Date): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const heads = await repository.listVersionHeads(trx, kind, itemId);
      const keep = versionsToKeep(
        heads.map((head) => ({ version: Number(head.version), savedAt: head.saved_at })),
        now,
      );
      const dropped = heads.filter((head) => !keep.has(Number(head.version)));
      if (dropped.length === 0) return 0;
      const goingKeyframes = new Set(dropped.map((head) => Number(head.version)));
      const orphans = heads
        .filter((head) => keep.has(Number(head.version)) && goingKeyframes.has(Number(head.base_version)))
        .sort((a, b) => Number(a.version) - Number(b.version));
      // Each kept delta whose keyframe goes is stored again: the first one alone, the next against it.
      let keyframe: Keyframe | undefined;
      for (const head of orphans) {
        const row = await repository.findVersion(trx, kind, itemId, Number(head.version));
        if (!row) continue;
        const { text } = await readText(trx, row);
        const encoded = encodeVersion(text, keyframe);
        await repository.rewriteVersionContent(trx, row.id, encoded.content, encoded.baseVersion);
        if (encoded.baseVersion === null) keyframe = { version: Number(row.version), text };
      }
      await repository.deleteVersions(
        trx,
        dropped.map((head) => head.id),
      );
      return dropped.length;
    });
  }

  return {
    /**
     * Records a save of an item inside the save's transaction `trx` (after the item's row was written,
     * so concurrent saves of one item queue on that row). Answers the new version's number, or null
     * when nothing changed since the last version.
     */
    async record(trx: Db, entry: VersionEntry): Promise<number | null> {
      let latest = await repository.findLatestVersion(trx, entry.kind, entry.itemId);
      if (!latest && entry.before) {
        const text = JSON.stringify(entry.before.content);
        await insert(
          trx,
          { kind: entry.kind, itemId: entry.itemId },
          { version: 1, savedAt: entry.before.savedAt, changed: [], text },
        );
        latest = await repository.findLatestVersion(trx, entry.kind, entry.itemId);
      }
      const text = JSON.stringify(entry.content);
      const savedAt = clock().toISOString();
      if (!latest) {
        await insert(trx, entry, { version: 1, savedAt, changed: [], text });
        return 1;
      }
      const previous = await readText(trx, latest);
      const changed = changedFields(JSON.parse(previous.text), entry.content);
      if (changed.length === 0) return null;
      const version = Number(latest.version) + 1;
      await insert(trx, entry, { version, savedAt, changed, text, keyframe: previous.keyframe });
      return version;
    },

    /** An item's current version number (0 before its first kept save): what a write is based on. */
    currentVersion: (kind: HistoryKind, itemId: string, on: Db = db) => currentVersion(on, kind, itemId),

    /** The current version number of each of `itemIds` (0 for those without versions), in one query. */
    async currentVersions(kind: HistoryKind, itemIds: readonly string[]): Promise<Map<string, number>> {
      const found = await repository.latestVersionNumbers(db, kind, itemIds);
      return new Map(itemIds.map((id) => [id, found.get(id) ?? 0]));
    },

    /**
     * Inside a write's transaction, after the item's row was written: throws `StaleBaseVersion` when
     * `base` is not the item's current version (decision 139). No base: nothing to check.
     */
    checkBase: (trx: Db, kind: HistoryKind, itemId: string, base: number | undefined) =>
      checkBaseVersion(trx, kind, itemId, base),

    /** The 409 for a refused stale write (who saved since, when, and `current`), after the rollback. */
    staleWrite: (kind: HistoryKind, itemId: string, current: unknown, fallbackSavedAt: string) =>
      staleWriteError(db, kind, itemId, current, fallbackSavedAt),

    /** An item's versions, newest first. */
    /** Forgets every version of an item deleted for good, in that delete's transaction. */
    forget(trx: Db, kind: HistoryKind, itemId: string): Promise<void> {
      return repository.deleteItemVersions(trx, kind, itemId);
    },

    async list(kind: HistoryKind, itemId: string): Promise<VersionSummary[]> {
      return (await repository.listVersionHeads(db, kind, itemId)).map(toSummary);
    },

    /** One version with its content; 404 when the item has no such version. */
    async get(kind: HistoryKind, itemId: string, version: number): Promise<Version> {
      const row = await findRow(kind, itemId, version);
      const { text } = await readText(db, row);
      return { ...toSummary(row), content: JSON.parse(text) as unknown };
    },

    /** The retention policy, applied to every item's versions (the job runs it once a day). */
    async prune(): Promise<{ removed: number }> {
      const now = clock();
      let removed = 0;
      for (const item of await repository.listVersionedItems(db))
        removed += await pruneItem(item.kind, item.item_id, now);
      return { removed };
    },
  };
}
