import type { Kysely } from "kysely";
import { type ChangeBus, createLocalChangeBus } from "./changes/change-bus.ts";
import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { DatabaseDialect } from "./db/database.ts";
import type { DB } from "./db/schema.ts";
import { createAnalyticsService } from "./features/analytics/analytics.service.ts";
import { createAuditService } from "./features/audit/audit.service.ts";
import { createOverviewService } from "./features/audit/overview.service.ts";
import type { AuthLoader } from "./features/auth/auth-loader.ts";
import { resolveAuthSecret } from "./features/auth/auth-secret.ts";
import { createOwnerService } from "./features/auth/owner.service.ts";
import { createRateLimiter } from "./features/auth/rate-limiter.ts";
import { createBackupService } from "./features/backup/backup.service.ts";
import { createComponentsService } from "./features/components/components.service.ts";
import { createFeedbackService } from "./features/feedback/feedback.service.ts";
import { createGithubService } from "./features/github/github.service.ts";
import { createHistoryService } from "./features/history/history.service.ts";
import { createJsonResumeService } from "./features/json-resume/json-resume.service.ts";
import { createMediaService } from "./features/media/media.service.ts";
import { createMediaStore } from "./features/media/media-store.ts";
import { createOnboardingService } from "./features/onboarding/onboarding.service.ts";
import { createPostsService } from "./features/posts/post.service.ts";
import { createAccessCookie } from "./features/project-access/access-cookie.ts";
import { createProjectAccessService } from "./features/project-access/project-access.service.ts";
import { createProjectService } from "./features/projects/project.service.ts";
import { createResumeService } from "./features/resume/resume.service.ts";
import { createScheduleService } from "./features/schedule/schedule.service.ts";
import { createEntryTrash } from "./features/sections/entry-trash.ts";
import { createSectionsService } from "./features/sections/sections.service.ts";
import { createSiteConfigService } from "./features/site-config/site-config.service.ts";
import { homeCardContent, resumeCardContent } from "./features/social-cards/card-contents.ts";
import { pageCardSources } from "./features/social-cards/page-cards.ts";
import { createSocialCardService } from "./features/social-cards/social-cards.service.ts";
import { createTestimonialRequestsService } from "./features/testimonial-requests/testimonial-requests.service.ts";
import { createFormClock } from "./features/testimonial-requests/testimonial-token.ts";
import { createTrashService } from "./features/trash/trash.service.ts";
import { createAccountService } from "./features/users/account.service.ts";
import { createInvitationTrash } from "./features/users/invitation-trash.ts";
import { createUsersService } from "./features/users/users.service.ts";
import { createBodySeal, createSeal, sealMail } from "./mail/sealed-body.ts";

export interface ServiceDependencies {
  db: Kysely<DB>;
  dialect: DatabaseDialect;
  config: Pick<Config, "dataDir" | "publicUrl" | "owner" | "backup" | "authSecret" | "restoreMaxBytes"> &
    Partial<Pick<Config, "mediaStore" | "github">>;
  clock?: Clock;
  /** better-auth on the same database: the owners service creates the account through it. */
  auth: AuthLoader;
  /** Where services report what an operator should know (the app's logger). */
  log?: ServiceLog;
  /** The change bus (in-process unless the app hands the PostgreSQL one; decision 113). */
  changes?: ChangeBus;
}

export interface ServiceLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const silentLog: ServiceLog = { error: () => undefined, warn: () => undefined };

export type Services = ReturnType<typeof createServices>;

/**
 * The composition root: every service is built here, once, from the database, the configuration and
 * the clock. Routes, the public page's data loader, the owner CLI and tests all take their services
 * from what this returns (`app.services` in the HTTP app); a feature reaches another feature only
 * through the service handed to it here.
 */
export function createServices({
  db,
  dialect,
  config,
  clock = systemClock,
  auth,
  log = silentLog,
  changes = createLocalChangeBus(),
}: ServiceDependencies) {
  const audit = createAuditService({ db });
  const history = createHistoryService({ db, clock });
  const components = createComponentsService({ db, clock, history });
  const mediaStore = createMediaStore(config);
  const media = createMediaService({ db, dataDir: config.dataDir, clock, store: mediaStore });
  const sections = createSectionsService({ db, clock, history });
  const projects = createProjectService({ db, media, clock, sections, history });
  const siteConfig = createSiteConfigService({
    db,
    components,
    clock,
    publicUrl: config.publicUrl,
    history,
  });
  const posts = createPostsService({ db, clock, history });
  const trash = createTrashService({
    db,
    clock,
    projects,
    posts,
    sections,
    entries: createEntryTrash({ db, sections }),
    invitations: createInvitationTrash({ db, clock }),
    media,
  });
  const schedule = createScheduleService({ db, clock, projects, sections, posts });
  const onboarding = createOnboardingService({ projects, sections, components, siteConfig });
  const rateLimiter = createRateLimiter({ db, clock });
  const analytics = createAnalyticsService({
    db,
    clock,
    siteConfig,
    projectTitles: async () =>
      new Map((await projects.list({ includeInactive: true })).map((project) => [project.id, project.title])),
    postTitles: async () => new Map((await posts.list()).map((post) => [post.id, post.title])),
    publicUrl: config.publicUrl,
    onWriteError: (error) => log.error({ err: error }, "could not store the analytics events"),
    firstInWindow: (key, windowMs) => rateLimiter.first(key, windowMs),
  });
  const owners = createOwnerService({ db, auth, config, clock });
  const feedback = createFeedbackService({
    db,
    owners,
    siteConfig,
    sections,
    analytics,
    publicUrl: config.publicUrl,
    log,
    clock,
    changes,
  });
  const resume = createResumeService({
    db,
    dataDir: config.dataDir,
    store: mediaStore,
    clock,
    publicUrl: config.publicUrl,
    siteConfig,
    sections,
    projects,
    posts,
    onError: (error) => log.error({ err: error }, "could not generate the résumé"),
    history,
  });
  const jsonResume = createJsonResumeService({
    db,
    siteConfig,
    sections,
    projects,
    resume,
    history,
    media,
    photos: { trustedOrigin: new URL(config.github?.apiUrl ?? "https://api.github.com").origin },
    publicUrl: config.publicUrl,
  });
  const socialCards = createSocialCardService({
    sources: {
      home: async () => homeCardContent(await siteConfig.get(), config.publicUrl),
      resume: async () => {
        const [settings, model] = await Promise.all([siteConfig.get(), resume.model()]);
        return resumeCardContent(model, settings, config.publicUrl);
      },
    },
    dynamic: pageCardSources({ projects, posts, siteConfig, mediaStore, publicUrl: config.publicUrl }),
    onError: (error) => log.error({ err: error }, "could not generate a social card"),
  });
  const backup = createBackupService({ config, database: { db, dialect }, store: mediaStore });
  const overview = createOverviewService({ audit, components, analytics, projects, backups: backup });
  const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
  const bodySeal = createBodySeal(authSecret);
  const github = createGithubService({
    db,
    config: { apiUrl: config.github?.apiUrl ?? "https://api.github.com", token: config.github?.token },
    seal: createSeal(authSecret, "folio-github-token", "github token v1"),
    projects,
    media,
    clock,
    log,
  });
  const testimonialRequests = createTestimonialRequestsService({
    db,
    clock,
    owners,
    siteConfig,
    sections,
    media,
    publicUrl: config.publicUrl,
    formClock: createFormClock(authSecret),
    log,
  });
  const projectAccess = createProjectAccessService({
    db,
    clock,
    cookie: createAccessCookie(authSecret),
    publicUrl: config.publicUrl,
    findProject: (id) => projects.get(id, { includeInactive: true }),
  });
  const users = createUsersService({
    db,
    pg: dialect === "postgres",
    auth,
    publicUrl: config.publicUrl,
    clock,
    seal: (mail) => sealMail(mail, bodySeal),
  });
  const account = createAccountService({
    db,
    auth,
    publicUrl: config.publicUrl,
    clock,
    seal: (mail) => sealMail(mail, bodySeal),
  });
  return {
    account,
    analytics,
    audit,
    backup,
    components,
    feedback,
    github,
    history,
    jsonResume,
    media,
    onboarding,
    overview,
    owners,
    projectAccess,
    posts,
    projects,
    rateLimiter,
    resume,
    schedule,
    sections,
    siteConfig,
    socialCards,
    testimonialRequests,
    trash,
    users,
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every service, built once at start by `createServices`. */
    services: Services;
  }
}
