import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { invalid } from "#server/errors.ts";
import type { HistoryService, SavedBy } from "#server/features/history/history.service.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import type { ResumeService } from "#server/features/resume/resume.service.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { type HistoryKind, singleItemId } from "#shared/history/rules.ts";
import {
  type ImportPreview,
  type ImportResult,
  type ImportUndo,
  jsonResumeMessages,
} from "#shared/json-resume/schema.ts";
import { projectCreateSchema } from "#shared/projects/schema.ts";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import {
  aboutContentSchema,
  experienceContentSchema,
  testimonialsContentSchema,
} from "#shared/sections/schema.ts";
import { siteConfigSchema } from "#shared/site-config/schema.ts";
import { copyPhoto, type PhotoCopyDeps } from "./import-photo.ts";
import { photoItemId } from "./import-plan-about.ts";
import { toJsonResume } from "./json-resume-export.ts";
import { checkedJsonResume, type JsonResume } from "./json-resume-format.ts";
import { type ImportDraft, type PlannedChange, planImport, type SiteNow } from "./json-resume-plan.ts";
import { trackedWrite, undoImport } from "./json-resume-undo.ts";

export interface JsonResumeServiceDeps {
  db: Kysely<DB>;
  siteConfig: SiteConfigService;
  sections: SectionsService;
  projects: ProjectService;
  resume: ResumeService;
  history: HistoryService;
  media: Pick<MediaService, "upload" | "discard">;
  /** Where the résumé's photo may come from besides the public internet (`PhotoCopyDeps`). */
  photos?: Omit<PhotoCopyDeps, "media">;
  publicUrl: string;
}

/** The first message of a failed check, named by where it is. */
function firstProblem(where: string, error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  return `${where}: ${issue ? `${issue.path.join(".")} ${issue.message}`.trim() : "invalid"}`;
}

/** A résumé.json into the site, and the site as one (issue 38, decision 144). */
export function createJsonResumeService({
  db,
  siteConfig,
  sections,
  projects,
  resume,
  history,
  media,
  photos,
  publicUrl,
}: JsonResumeServiceDeps) {
  /** What the site holds now, and where the Experience and About sections are. */
  async function siteNow(): Promise<
    SiteNow & { aboutId?: string; experienceId?: string; testimonialsId?: string }
  > {
    const [config, list] = await Promise.all([siteConfig.get(), sections.list()]);
    const published = (type: "about" | "experience" | "projects" | "testimonials") =>
      list.find((section) => section.type === type && section.status === "published");
    const about = published("about");
    const experience = published("experience");
    const projectsSection = published("projects");
    const testimonials = published("testimonials");
    const texts = siteTexts(config);
    const categories = projectsSection
      ? normalizeSectionContent("projects", projectsSection.content).categories
      : [];
    return {
      config,
      about: about ? normalizeSectionContent("about", about.content) : null,
      experience: experience ? normalizeSectionContent("experience", experience.content) : null,
      testimonials: testimonials ? normalizeSectionContent("testimonials", testimonials.content) : null,
      present: texts["resume.present"],
      skillsLabel: texts["resume.skills"],
      defaultCategory: categories.find((category) => category.trim()) ?? texts["menu.projects"],
      aboutId: about?.id,
      experienceId: experience?.id,
      testimonialsId: testimonials?.id,
    };
  }

  /** The draft the chosen items make, checked against the site's own rules before anything is written. */
  function checkedDraft(draft: ImportDraft): ImportDraft {
    const config = siteConfigSchema.safeParse(draft.config);
    if (!config.success) throw invalid(firstProblem("Site", config.error));
    if (draft.about) {
      const about = aboutContentSchema.safeParse(draft.about);
      if (!about.success) throw invalid(firstProblem("About", about.error));
    }
    if (draft.experience) {
      const experience = experienceContentSchema.safeParse(draft.experience);
      if (!experience.success) throw invalid(firstProblem("Experience", experience.error));
    }
    if (draft.testimonials) {
      const testimonials = testimonialsContentSchema.safeParse(draft.testimonials);
      if (!testimonials.success) throw invalid(firstProblem("Testimonials", testimonials.error));
    }
    const checkedProjects = draft.projects.map((project) => {
      const checked = projectCreateSchema.safeParse(project);
      if (!checked.success) throw invalid(firstProblem(`Project “${project.title}”`, checked.error));
      return checked.data;
    });
    return { ...draft, projects: checkedProjects };
  }

  /**
   * The chosen changes' draft written in one transaction: the site configuration, the About and
   * Experience sections, the new projects and the résumé's project list, each kept as a version. The
   * draft is checked first: a bad value is a 400 and nothing is written.
   */
  async function writeDraft(
    now: Awaited<ReturnType<typeof siteNow>>,
    chosen: readonly PlannedChange[],
    draft: ImportDraft,
    by?: SavedBy,
  ): Promise<ImportUndo> {
    const checked = checkedDraft(draft);
    const options = await resume.options();
    const touched = (part: string) => chosen.some((change) => change.item.id.startsWith(part));
    const undo: ImportUndo = { parts: [], projects: [] };
    await db.transaction().execute(async (trx) => {
      const tracked = async (kind: HistoryKind, itemId: string, write: () => Promise<unknown>) => {
        const part = await trackedWrite(trx, history, { kind, itemId }, write);
        if (part) undo.parts.push(part);
      };
      if (touched("site.") || touched("contact.") || touched("social."))
        await tracked("site-config", singleItemId, () => siteConfig.saveIn(trx, checked.config, by));
      const sectionWrites = [
        [touched("about."), now.aboutId, checked.about],
        [touched("experience.") || touched("skills."), now.experienceId, checked.experience],
        [touched("testimonial."), now.testimonialsId, checked.testimonials],
      ] as const;
      for (const [wanted, id, content] of sectionWrites)
        if (wanted && id && content)
          await tracked("section", id, () => sections.updateIn(trx, id, { content }, by));
      for (const project of checked.projects) undo.projects.push(await projects.createIn(trx, project, by));
      // The résumé lists the imported projects (after those the owner chose, if any).
      if (undo.projects.length > 0)
        await tracked("resume", singleItemId, () =>
          resume.saveChoicesIn(trx, { projectIds: [...options.projectIds, ...undo.projects] }, by),
        );
    });
    return undo;
  }

  return {
    /** The site's résumé (every part, the chosen projects) as a JSON Resume. */
    async export(): Promise<JsonResume> {
      const options = await resume.options();
      const model = await resume.model({
        ...options,
        sections: {
          summary: true,
          experience: true,
          education: true,
          skills: true,
          projects: true,
          testimonials: true,
        },
      });
      const { config, about } = await siteNow();
      return toJsonResume(model, config.contact, publicUrl, about?.image);
    },

    /** What importing `file` would change, item by item. Nothing is written. */
    async preview(file: unknown): Promise<ImportPreview> {
      const plan = planImport(checkedJsonResume(file), await siteNow());
      return { items: plan.changes.map((change) => change.item), leftOut: plan.leftOut };
    },

    /**
     * Writes the items `ids` of `file`'s plan (`writeDraft`), the chosen photo copied into the media
     * library first. A bad value or a photo that cannot be copied is a 400 and nothing is written.
     */
    async import(file: unknown, ids: readonly string[], by?: SavedBy): Promise<ImportResult> {
      const now = await siteNow();
      const plan = planImport(checkedJsonResume(file), now);
      const chosen = plan.changes.filter((change) => ids.includes(change.item.id));
      if (chosen.length !== new Set(ids).size) throw invalid(jsonResumeMessages.unknownItem);
      const draft: ImportDraft = structuredClone({
        config: now.config,
        about: now.about,
        experience: now.experience,
        testimonials: now.testimonials,
        projects: [],
      });
      for (const change of chosen) change.apply(draft);
      // The photo is copied first (a refused fetch writes nothing) and taken back if the rest fails.
      const copied: string[] = [];
      if (ids.includes(photoItemId) && draft.about) {
        draft.about.image = await copyPhoto(draft.about.image, { media, ...photos });
        copied.push(draft.about.image);
      }
      const undo = await writeDraft(now, chosen, draft, by).catch(async (error: unknown) => {
        await media.discard(copied);
        throw error;
      });
      return { applied: chosen.map((change) => change.item.label), undo };
    },

    /** Takes an import back in one action (`undoImport`). */
    undo: (undo: ImportUndo, by?: SavedBy) =>
      undoImport(undo, { db, history, siteConfig, sections, projects, resume }, by),
  };
}
