import type { ChangeVersionTable } from "#server/changes/change-version.table.ts";
import type {
  AnalyticsDayTable,
  AnalyticsEventTable,
  AnalyticsSaltTable,
} from "#server/features/analytics/analytics.table.ts";
import type { PageViewDayTable } from "#server/features/analytics/page-view-day.table.ts";
import type { AuditLogTable } from "#server/features/audit/audit.table.ts";
import type {
  AuthAccountTable,
  AuthPasskeyTable,
  AuthRateLimitTable,
  AuthSessionTable,
  AuthTwoFactorTable,
  AuthUserTable,
  AuthVerificationTable,
  UserInvitationTable,
} from "#server/features/auth/auth.table.ts";
import type { ComponentListTable } from "#server/features/components/components.table.ts";
import type { FeedbackMessageTable, FeedbackReplyTable } from "#server/features/feedback/feedback.table.ts";
import type { StreamSlotTable } from "#server/features/feedback/stream-slot.table.ts";
import type { ProjectGithubTable } from "#server/features/github/github.table.ts";
import type { ItemVersionTable } from "#server/features/history/history.table.ts";
import type { MediaTable } from "#server/features/media/media.table.ts";
import type { PostSlugHistoryTable, PostTable } from "#server/features/posts/post.table.ts";
import type { ProjectShareLinkTable } from "#server/features/project-access/project-access.table.ts";
import type { ProjectSlugHistoryTable, ProjectTable } from "#server/features/projects/project.table.ts";
import type { ScheduledChangeTable } from "#server/features/schedule/schedule.table.ts";
import type { ContentSectionTable } from "#server/features/sections/sections.table.ts";
import type { TrashEntryTable } from "#server/features/sections/trash-entry.table.ts";
import type { SiteConfigTable } from "#server/features/site-config/site-config.table.ts";
import type {
  TestimonialRequestTable,
  TestimonialSubmissionTable,
} from "#server/features/testimonial-requests/testimonial-requests.table.ts";
import type { MailOutboxTable } from "#server/mail/mail-outbox.table.ts";
import type { AppSettingTable } from "./app-setting.table.ts";
import type { JobRunTable } from "./jobs.table.ts";

/**
 * Every table the server queries. Each feature declares its tables in `<feature>.table.ts`
 * and adds them here. Storage conventions, the same on SQLite and PostgreSQL:
 * timestamps are ISO-8601 UTC text, booleans are integers 0/1, structured values are JSON text.
 */
export interface DB {
  analytics_day: AnalyticsDayTable;
  analytics_event: AnalyticsEventTable;
  analytics_salt: AnalyticsSaltTable;
  app_setting: AppSettingTable;
  audit_log: AuditLogTable;
  auth_account: AuthAccountTable;
  auth_rate_limit: AuthRateLimitTable;
  auth_session: AuthSessionTable;
  auth_passkey: AuthPasskeyTable;
  auth_two_factor: AuthTwoFactorTable;
  auth_user: AuthUserTable;
  auth_verification: AuthVerificationTable;
  change_version: ChangeVersionTable;
  component_list: ComponentListTable;
  content_section: ContentSectionTable;
  feedback_message: FeedbackMessageTable;
  feedback_reply: FeedbackReplyTable;
  item_version: ItemVersionTable;
  job_run: JobRunTable;
  mail_outbox: MailOutboxTable;
  media: MediaTable;
  page_view_day: PageViewDayTable;
  project: ProjectTable;
  project_github: ProjectGithubTable;
  project_slug_history: ProjectSlugHistoryTable;
  project_share_link: ProjectShareLinkTable;
  scheduled_change: ScheduledChangeTable;
  site_config: SiteConfigTable;
  stream_slot: StreamSlotTable;
  testimonial_request: TestimonialRequestTable;
  post: PostTable;
  post_slug_history: PostSlugHistoryTable;
  testimonial_submission: TestimonialSubmissionTable;
  trash_entry: TrashEntryTable;
  user_invitation: UserInvitationTable;
}
