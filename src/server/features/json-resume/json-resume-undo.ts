import type { Db } from "#server/db/columns.ts";
import { conflict } from "#server/errors.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import { restorable } from "#server/features/history/restorable.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { ResumeService } from "#server/features/resume/resume.service.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import {
  normalizeSiteConfig,
  type SiteConfigService,
} from "#server/features/site-config/site-config.service.ts";
import type { HistoryKind } from "#shared/history/rules.ts";
import { type ImportUndo, jsonResumeMessages } from "#shared/json-resume/schema.ts";
import { resumeOptionsSchema } from "#shared/resume/schema.ts";
import { sectionPatchSchema } from "#shared/sections/write-schema.ts";

type UndoPart = ImportUndo["parts"][number];

export interface UndoDeps {
  db: Db;
  history: HistoryService;
  siteConfig: SiteConfigService;
  sections: SectionsService;
  projects: ProjectService;
  resume: ResumeService;
}

/**
 * Runs `write` (one item's save inside an import's transaction) and answers the item's versions before
 * and after it, for the import's undo; none when the save kept no new version.
 */
export async function trackedWrite(
  trx: Db,
  history: HistoryService,
  item: { kind: HistoryKind; itemId: string },
  write: () => Promise<unknown>,
): Promise<UndoPart | undefined> {
  const before = await history.currentVersion(item.kind, item.itemId, trx);
  await write();
  const after = await history.currentVersion(item.kind, item.itemId, trx);
  // An item without history (no version, or 0) keeps what it held before as version 1, then the save
  // as version 2.
  const from = before || (after !== undefined && after > 1 ? 1 : undefined);
  if (!after || !from || after === from) return undefined;
  return { ...item, before: from, after };
}

const partNames: Record<HistoryKind, string> = {
  "site-config": "The site configuration",
  section: "A section",
  project: "A project",
  post: "A post",
  components: "The page's components",
  resume: "The résumé's settings",
};

/**
 * An import taken back in one action: every part it saved is restored to its version before the import
 * (a new version, so the undo can itself be undone), in one transaction, unless one was changed since
 * (409, nothing restored); then the projects it made go to the Trash.
 */
export async function undoImport(undo: ImportUndo, deps: UndoDeps, by?: SavedBy) {
  const { history } = deps;
  const earlier: { part: UndoPart; content: unknown }[] = [];
  for (const part of undo.parts)
    earlier.push({ part, content: (await history.get(part.kind, part.itemId, part.before)).content });
  await deps.db.transaction().execute(async (trx) => {
    for (const { part, content } of earlier) {
      if ((await history.currentVersion(part.kind, part.itemId, trx)) !== part.after)
        throw conflict(jsonResumeMessages.changedSince(partNames[part.kind]));
      await restorePart(trx, part, content, deps, by);
    }
  });
  let trashed = 0;
  for (const id of undo.projects) {
    const gone = await deps.projects.moveToTrash(id, by ?? null).then(
      () => false,
      () => true,
    );
    if (!gone) trashed += 1;
  }
  return { restored: undo.parts.length, trashed };
}

async function restorePart(trx: Db, part: UndoPart, content: unknown, deps: UndoDeps, by?: SavedBy) {
  if (part.kind === "site-config") return deps.siteConfig.saveIn(trx, normalizeSiteConfig(content), by);
  if (part.kind === "section") {
    const { version: _base, ...patch } = restorable(sectionPatchSchema, content);
    return deps.sections.updateIn(trx, part.itemId, patch, by);
  }
  if (part.kind === "resume") {
    const { projectIds, headline } = restorable(resumeOptionsSchema, content);
    return deps.resume.saveChoicesIn(trx, { projectIds, headline }, by);
  }
  throw conflict(`${partNames[part.kind]} is not part of an import.`);
}
