import { z } from "zod";

/** One admin write, as the Overview's recent activity lists it. */
export const auditEntrySchema = z.object({
  id: z.string(),
  area: z.string(),
  summary: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/overview`: the four stat cards and the last admin writes. */
export const adminOverviewSchema = z.object({
  components: z.object({ shown: z.number().int(), total: z.number().int() }),
  activeProjects: z.number().int(),
  totalVisitors: z.number().int(),
  /** The time of the latest admin write, or null before the first one. */
  lastUpdate: z.string().nullable(),
  recentActivity: z.array(auditEntrySchema),
  /** The owner's warning about backups (none newer than 48 h, or the last nightly one failed); null when all is well, and for editors. */
  backupWarning: z.string().nullable(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** How many writes the Overview lists. */
export const recentActivityLimit = 10;
