import type { Migration } from "kysely";
import * as appSetting from "./001-app-setting.ts";
import * as auth from "./010-auth.ts";
import * as mailOutbox from "./011-mail-outbox.ts";
import * as authRateLimit from "./012-auth-rate-limit.ts";
import * as projects from "./020-projects.ts";
import * as media from "./021-media.ts";
import * as siteConfig from "./030-site-config.ts";
import * as componentList from "./031-component-list.ts";
import * as contentSection from "./032-content-section.ts";
import * as auditLog from "./035-audit-log.ts";
import * as pageViewDay from "./036-page-view-day.ts";
import * as feedbackMessage from "./040-feedback-message.ts";
import * as mailOutboxExpiry from "./041-mail-outbox-expiry.ts";
import * as mailThreadHeaders from "./042-mail-thread-headers.ts";
import * as feedbackReplies from "./043-feedback-replies.ts";
import * as projectOrderAndFocus from "./050-project-order-and-focus.ts";
import * as analytics from "./060-analytics.ts";
import * as usersAndRoles from "./070-users-and-roles.ts";
import * as passkeys from "./071-passkeys.ts";
import * as hardening from "./072-hardening.ts";
import * as feedbackInboxAtScale from "./085-feedback-inbox-at-scale.ts";
import * as projectPages from "./100-project-pages.ts";
import * as changeVersion from "./110-change-version.ts";
import * as streamSlot from "./111-stream-slot.ts";
import * as jobRun from "./112-job-run.ts";
import * as itemVersion from "./113-item-version.ts";
import * as projectGithub from "./114-project-github.ts";
import * as trash from "./115-trash.ts";
import * as githubRefresh from "./116-github-refresh.ts";
import * as scheduledChange from "./117-scheduled-change.ts";
import * as trashEntry from "./118-trash-entry.ts";
import * as invitationRevokedBy from "./119-invitation-revoked-by.ts";
import * as testimonialRequests from "./120-testimonial-requests.ts";
import * as projectVisibility from "./121-project-visibility.ts";
import * as posts from "./122-posts.ts";
import * as postTrash from "./123-post-trash.ts";

/**
 * Every migration, in order. A migration is frozen once it has landed: change the schema with a new one.
 * Migrations receive `Kysely<unknown>` and must run on both SQLite and PostgreSQL (see `dialect.ts`).
 */
export const migrations: Record<string, Migration> = {
  "001-app-setting": appSetting,
  "010-auth": auth,
  "011-mail-outbox": mailOutbox,
  "012-auth-rate-limit": authRateLimit,
  "020-projects": projects,
  "021-media": media,
  "030-site-config": siteConfig,
  "031-component-list": componentList,
  "032-content-section": contentSection,
  "035-audit-log": auditLog,
  "036-page-view-day": pageViewDay,
  "040-feedback-message": feedbackMessage,
  "041-mail-outbox-expiry": mailOutboxExpiry,
  "042-mail-thread-headers": mailThreadHeaders,
  "043-feedback-replies": feedbackReplies,
  "050-project-order-and-focus": projectOrderAndFocus,
  "060-analytics": analytics,
  "070-users-and-roles": usersAndRoles,
  "071-passkeys": passkeys,
  "072-hardening": hardening,
  "085-feedback-inbox-at-scale": feedbackInboxAtScale,
  "100-project-pages": projectPages,
  "110-change-version": changeVersion,
  "111-stream-slot": streamSlot,
  "112-job-run": jobRun,
  "113-item-version": itemVersion,
  "114-project-github": projectGithub,
  "115-trash": trash,
  "116-github-refresh": githubRefresh,
  "117-scheduled-change": scheduledChange,
  "118-trash-entry": trashEntry,
  "119-invitation-revoked-by": invitationRevokedBy,
  "120-testimonial-requests": testimonialRequests,
  "121-project-visibility": projectVisibility,
  "122-posts": posts,
  "123-post-trash": postTrash,
};
