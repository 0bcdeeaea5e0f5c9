import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { Db } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound, payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import { StaleBaseVersion } from "#server/features/history/base-version.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import { mediaDir } from "#server/features/media/media.service.ts";
import type { MediaStore } from "#server/features/media/media-store.ts";
import type { PostsService } from "#server/features/posts/post.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { undrawable } from "#server/fonts/drawable.ts";
import { clientDistDir, publicDir } from "#server/paths.ts";
import { singleItemId } from "#shared/history/rules.ts";
import { resumeMessages as messages } from "#shared/resume/rules.ts";
import type { ResumeOptions, ResumeState, ServedResume } from "#shared/resume/schema.ts";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { cutText } from "#shared/text/graphemes.ts";
import { PdfGuard } from "./pdf-guard.ts";
import * as repository from "./resume.repository.ts";
import { GeneratedResumeCache, modelKey, type ResumeFile, resumeFile } from "./resume-bytes.ts";
import { buildResumeModel, type ResumeModel } from "./resume-model.ts";

export interface ResumeServiceDeps {
  db: Kysely<DB>;
  dataDir: string;
  /** Where the uploaded PDF is kept with the other media (the local folder or the bucket). */
  store: MediaStore;
  clock: Clock;
  publicUrl: string;
  siteConfig: SiteConfigService;
  sections: SectionsService;
  projects: ProjectService;
  /** The published posts the owner may list under Writing (decision 160). */
  posts: Pick<PostsService, "latest">;
  onError?: (error: unknown) => void;
  /** Every save of the résumé's settings keeps a version (issue 40). */
  history?: Pick<HistoryService, "record" | "checkBase" | "staleWrite" | "currentVersion">;
}

export type ResumeService = ReturnType<typeof createResumeService>;

/** The sample file shipped with Folio (built copy first, then the source one). */
const samplePath = () =>
  [join(clientDistDir, "resume.pdf"), join(publicDir, "resume.pdf")].find((path) => existsSync(path)) ??
  join(publicDir, "resume.pdf");

/**
 * Which file visitors get (decision 097): the upload when the owner chose it; otherwise the generated
 * résumé once the site carries the owner's own name, the sample file until then (as the sample gallery).
 */
export function servedResume(
  options: ResumeOptions,
  hasUpload: boolean,
  config: Pick<SiteConfig, "site">,
): ServedResume {
  if (options.source === "uploaded" && hasUpload) return "uploaded";
  return config.site.author.trim() === defaultSiteConfig.site.author ? "sample" : "generated";
}

/** The résumé: its options, the uploaded PDF, and the generated one, kept as bytes until its content changes. */
export function createResumeService(deps: ResumeServiceDeps) {
  const { db, clock, publicUrl } = deps;
  const dir = mediaDir(deps.dataDir);
  const generated = new GeneratedResumeCache();
  const files = new Map<string, Promise<ResumeFile>>();
  let refresh: NodeJS.Timeout | undefined;

  const fileOf = (path: string, read: () => Promise<Buffer> = () => readFile(path)) => {
    let file = files.get(path);
    if (!file) {
      file = read().then(resumeFile);
      files.set(path, file);
      file.catch(() => files.delete(path));
    }
    return file;
  };

  async function model(options?: ResumeOptions): Promise<ResumeModel> {
    const [siteConfig, sections, projects, posts, stored] = await Promise.all([
      deps.siteConfig.get(),
      deps.sections.listPublished(),
      deps.projects.list({}),
      deps.posts.latest(),
      repository.readResume(db),
    ]);
    return buildResumeModel({
      siteConfig,
      sections: sections.map((section) => ({
        ...section,
        content: normalizeSectionContent(section.type, section.content) as unknown as Record<string, unknown>,
      })),
      projects,
      posts,
      options: options ?? stored.options,
      texts: siteTexts(siteConfig),
      publicUrl,
    });
  }

  async function draw(resume: ResumeModel): Promise<Buffer> {
    const { renderResumePdf } = await import("./resume-pdf.tsx");
    return renderResumePdf(resume);
  }

  async function generatedFile(): Promise<ResumeFile> {
    const ready = generated.fresh;
    if (ready) return ready;
    const generation = generated.generation;
    const resume = await model();
    return generated.get(modelKey(resume), generation, () => draw(resume));
  }

  async function state(): Promise<ResumeState> {
    const [stored, config, projects, posts, version] = await Promise.all([
      repository.readResume(db),
      deps.siteConfig.get(),
      deps.projects.list({}),
      deps.posts.latest(),
      deps.history?.currentVersion("resume", singleItemId),
    ]);
    const generatedText = JSON.stringify(await model(stored.options));
    return {
      ...(version === undefined ? {} : { version }),
      options: stored.options,
      upload: stored.upload
        ? {
            fileName: stored.upload.originalName,
            size: stored.upload.size,
            uploadedAt: stored.upload.uploadedAt,
          }
        : null,
      served: servedResume(stored.options, stored.upload !== null, config),
      projects: projects.map(({ id, title }) => ({ id, title })),
      posts: posts.map(({ id, title }) => ({ id, title })),
      undrawable: undrawable(generatedText),
    };
  }

  /**
   * Writes the résumé in `trx` and keeps its settings as a version (the stored ones first when they have
   * no history yet); the uploaded file is not part of a version.
   */
  async function write(trx: Db, resume: repository.StoredResume, at: string, by?: SavedBy, base?: number) {
    const before = await repository.readResume(trx);
    const beforeAt = (await repository.readResumeSavedAt(trx)) ?? at;
    await repository.writeResume(trx, resume, at);
    // After the row's write: a concurrent save waited on it (decision 139).
    await deps.history?.checkBase(trx, "resume", singleItemId, base);
    await deps.history?.record(trx, {
      kind: "resume",
      itemId: singleItemId,
      content: resume.options,
      by,
      before: { content: before.options, savedAt: beforeAt },
    });
  }

  async function forgetUpload(upload: repository.StoredResumeUpload | null): Promise<void> {
    if (!upload) return;
    await repository.deleteResumeMedia(db, upload.mediaId);
    await deps.store.remove(upload.fileName);
    files.delete(`media:${upload.fileName}`);
  }

  return {
    state,
    model,

    /** The saved options alone (no model built, no PDF drawn). */
    options: async (): Promise<ResumeOptions> => (await repository.readResume(db)).options,
    /** Whether the public page's menu links `/resume`. */
    showsInMenu: async (): Promise<boolean> => (await repository.readResume(db)).options.showInMenu,

    /** Whether `/resume.json` answers the résumé (the owner's choice, off by default). */
    publishesJson: async (): Promise<boolean> => (await repository.readResume(db)).options.publishJson,

    /** What `/resume.pdf` sends: the chosen file as bytes with its ETag, and which one it is. */
    async current(): Promise<ResumeFile & { served: ServedResume; name: string }> {
      const [stored, config] = await Promise.all([repository.readResume(db), deps.siteConfig.get()]);
      const served = servedResume(stored.options, stored.upload !== null, config);
      const name = config.site.author;
      if (served === "uploaded" && stored.upload) {
        const { fileName } = stored.upload;
        return { ...(await fileOf(`media:${fileName}`, () => deps.store.read(fileName))), served, name };
      }
      if (served === "sample") return { ...(await fileOf(samplePath())), served, name };
      return { ...(await generatedFile()), served, name };
    },

    /** The generated PDF with unsaved options (the admin's Download button): drawn now, not kept. */
    async preview(options: ResumeOptions): Promise<Buffer> {
      return draw(await model(options));
    },

    /**
     * Saves the chosen projects and headline in `trx`, another write's transaction (an import's, whose
     * new projects they may be), with the settings' version kept.
     */
    async saveChoicesIn(
      trx: Db,
      choices: Partial<Pick<ResumeOptions, "projectIds" | "headline">>,
      by?: SavedBy,
    ): Promise<void> {
      const stored = await repository.readResume(trx);
      await write(trx, { ...stored, options: { ...stored.options, ...choices } }, clock().toISOString(), by);
    },

    /** Saves the settings; over the `base` version when given (a newer one stored: 409, decision 139). */
    async saveOptions(options: ResumeOptions, by?: SavedBy, base?: number): Promise<ResumeState> {
      const stored = await repository.readResume(db);
      if (options.source === "uploaded" && !stored.upload)
        throw invalid(messages.uploadFirst, { source: messages.uploadFirst });
      const known = new Set((await deps.projects.list({})).map((project) => project.id));
      if (options.projectIds.some((id) => !known.has(id)))
        throw invalid(messages.unknownProject, { projectIds: messages.unknownProject });
      const published = new Set((await deps.posts.latest()).map((post) => post.id));
      if (options.postIds.some((id) => !published.has(id)))
        throw invalid(messages.unknownPost, { postIds: messages.unknownPost });
      const at = clock().toISOString();
      try {
        await db.transaction().execute((trx) => write(trx, { ...stored, options }, at, by, base));
      } catch (error) {
        if (!(error instanceof StaleBaseVersion) || !deps.history) throw error;
        throw await deps.history.staleWrite("resume", singleItemId, await state(), at);
      }
      return state();
    },

    /** Stores an uploaded PDF (checked by its bytes and size) in place of the previous one, and chooses it. */
    async upload(
      file: NodeJS.ReadableStream & { truncated?: boolean },
      originalName: string,
      by?: SavedBy,
    ): Promise<ResumeState> {
      await mkdir(join(dir, ".incoming"), { recursive: true });
      const id = randomBytes(12).toString("hex");
      const temporary = join(dir, ".incoming", `${id}.part`);
      const guard = new PdfGuard();
      try {
        await pipeline(file, guard, createWriteStream(temporary));
        if (file.truncated || guard.tooLarge) throw payloadTooLarge(messages.tooLarge);
        if (!guard.isPdf) throw unsupportedMediaType(messages.notPdf);
        const upload = {
          mediaId: id,
          fileName: `${id}.pdf`,
          originalName: cutText(originalName.replace(/[^\p{L}\p{N} ._()-]/gu, ""), 120) || "resume.pdf",
          size: (await stat(temporary)).size,
          uploadedAt: clock().toISOString(),
        };
        await deps.store.put(upload.fileName, temporary);
        const stored = await repository.readResume(db);
        await db.transaction().execute(async (trx) => {
          await repository.insertResumeMedia(trx, upload);
          await write(
            trx,
            { options: { ...stored.options, source: "uploaded" }, upload },
            upload.uploadedAt,
            by,
          );
        });
        await forgetUpload(stored.upload);
        return state();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
          throw payloadTooLarge(messages.tooLarge);
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    async removeUpload(by?: SavedBy): Promise<ResumeState> {
      const stored = await repository.readResume(db);
      if (!stored.upload) throw notFound(messages.noUpload);
      const options = { ...stored.options, source: "generated" as const };
      const at = clock().toISOString();
      await db.transaction().execute((trx) => write(trx, { options, upload: null }, at, by));
      await forgetUpload(stored.upload);
      return state();
    },

    /**
     * The page's content changed: the generated PDF is made again from the new content, at once when
     * one was made before (the PDF libraries are loaded then), else on the first download.
     */
    invalidate(): void {
      generated.stale();
      files.clear();
      if (!generated.generatedOnce) return;
      clearTimeout(refresh);
      refresh = setTimeout(() => {
        generatedFile().catch((error) => deps.onError?.(error));
      }, 100);
      refresh.unref();
    },
  };
}
