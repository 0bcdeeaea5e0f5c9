import { z } from "zod";

/** What can be put live and taken offline on a schedule (issue 40, decision 150; posts, decision 160). */
export const scheduleKinds = ["project", "section", "post"] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];
export const scheduleActions = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof scheduleActions)[number];

export const scheduleMessages = {
  inThePast: "Pick a time in the future",
  offlineBeforeLive: "Going offline must come after going live",
  liveAfterOffline: "Going live must come before going offline",
  dueAt: "dueAt must be a date and time (ISO 8601) or null",
} as const;

const kind = z.enum(scheduleKinds, { error: "kind must be project, section or post" });
const action = z.enum(scheduleActions, { error: "action must be publish or unpublish" });

/** One change waiting for its time, as the admin lists it. */
export const scheduledChangeSchema = z.object({
  kind,
  itemId: z.string(),
  action,
  /** The instant, ISO in UTC. */
  dueAt: z.string(),
  /** The project's or post's title, or the section's name. */
  title: z.string(),
  setBy: z.string(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const scheduleListSchema = z.object({
  items: z.array(scheduledChangeSchema),
  /** The site's time zone, the one the owner picks times in (Site Settings). */
  timeZone: z.string(),
});
export type ScheduleList = z.infer<typeof scheduleListSchema>;

/** Sets (or with `dueAt: null`, cancels) when an item goes live or offline. */
export const scheduleInputSchema = z.strictObject({
  kind,
  itemId: z.string().trim().min(1, "itemId is required").max(100),
  action,
  dueAt: z.iso.datetime({ offset: true, error: scheduleMessages.dueAt }).nullable(),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;
