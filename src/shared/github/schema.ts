import { z } from "zod";
import { githubFields } from "./fields.ts";
import { githubLimits, githubMessages, isGithubLogin, isRepositoryName } from "./rules.ts";

/** One repository as the import dialog lists it. */
export const githubRepositorySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  topics: z.array(z.string()),
  language: z.string().nullable(),
  stars: z.number(),
  pushedAt: z.string().nullable(),
  fork: z.boolean(),
  archived: z.boolean(),
  private: z.boolean(),
  htmlUrl: z.string(),
  homepage: z.string().nullable(),
  /** The project it was imported as already, if it was. */
  importedAs: z.string().nullable(),
});
export type GithubRepository = z.infer<typeof githubRepositorySchema>;

export const githubRepositoryListSchema = z.object({
  items: z.array(githubRepositorySchema),
  total: z.number(),
});

export const githubLoginParams = z.object({
  name: z.string().trim().refine(isGithubLogin, githubMessages.loginInvalid),
});

export const githubImportSchema = z.strictObject({
  repositories: z
    .array(z.string().trim().refine(isRepositoryName, githubMessages.repositoryInvalid), {
      error: githubMessages.chooseSome,
    })
    .min(1, githubMessages.chooseSome)
    .max(githubLimits.importMax, githubMessages.tooMany),
  /** Published at once instead of drafts. */
  live: z.boolean({ error: "live must be true or false" }).optional(),
});
export type GithubImportInput = z.infer<typeof githubImportSchema>;

/** Per repository: the project made, or why none was (nothing of it is kept then). */
export const githubImportResultSchema = z.object({
  items: z.array(
    z.object({
      repository: z.string(),
      projectId: z.string().nullable(),
      title: z.string().nullable(),
      /** What was imported: technologies, links, the write-up's length, images copied. */
      imported: z
        .object({
          technologies: z.array(z.string()),
          links: z.array(z.string()),
          writeUp: z.boolean(),
          images: z.number(),
        })
        .nullable(),
      /** Things left out of an imported project (an image not copied, and why). */
      notices: z.array(z.string()),
      error: z.string().nullable(),
    }),
  ),
  /** When GitHub's rate limit stopped the import: when to try the rest again. */
  retryAt: z.string().nullable(),
  /** GitHub refused the token in use: what to tell the owner at the token field. */
  tokenError: z.string().nullable(),
});
export type GithubImportResult = z.infer<typeof githubImportResultSchema>;

export const githubSettingsSchema = z.object({
  apiUrl: z.string(),
  /** Whether a token is used, and where it comes from; the token itself never leaves the server. */
  token: z.enum(["saved", "environment", "none"]),
});

export const githubTokenSchema = z.strictObject({
  token: z
    .string({ error: githubMessages.tokenInvalid })
    .trim()
    .min(1, githubMessages.tokenInvalid)
    .max(githubLimits.tokenMax, githubMessages.tokenInvalid)
    .regex(/^[\x21-\x7e]+$/, githubMessages.tokenInvalid),
});

/** An imported project: its repository as last asked, and its GitHub fields the owner changed (locked). */
export const githubImportedSchema = z.object({
  projectId: z.string(),
  title: z.string(),
  fullName: z.string(),
  htmlUrl: z.string(),
  stars: z.number(),
  pushedAt: z.string().nullable(),
  importedAt: z.string(),
  checkedAt: z.string(),
  missingSince: z.string().nullable(),
  /** Refreshed by the daily job. */
  dailyRefresh: z.boolean(),
  /** Fields no refresh overwrites until unlocked. */
  locked: z.array(z.enum(githubFields)),
  /** The fields the last refresh wrote. */
  lastChanges: z.array(z.enum(githubFields)),
});
export type GithubImported = z.infer<typeof githubImportedSchema>;

export const githubImportedListSchema = z.object({ items: z.array(githubImportedSchema) });

export const githubProjectParams = z.object({ id: z.string().min(1) });

export const githubUnlockSchema = z.strictObject({
  field: z.enum(githubFields, { error: `field must be one of ${githubFields.join(", ")}` }),
});

export const githubDailySchema = z.strictObject({
  dailyRefresh: z.boolean({ error: "dailyRefresh must be true or false" }),
});

export const githubRefreshResultSchema = z.object({
  checked: z.number(),
  missing: z.number(),
  error: z.string().nullable(),
  retryAt: z.string().nullable(),
});

/** The projects an import made, taken back to the Trash in one action. */
export const githubUndoImportSchema = z.strictObject({
  projectIds: z
    .array(z.string().min(1).max(100), { error: "projectIds must be a list" })
    .min(1, "projectIds must be a list")
    .max(githubLimits.importMax),
});
