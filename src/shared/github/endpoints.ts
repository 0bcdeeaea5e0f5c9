import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import {
  githubDailySchema,
  githubImportedListSchema,
  githubImportedSchema,
  githubImportResultSchema,
  githubImportSchema,
  githubLoginParams,
  githubProjectParams,
  githubRefreshResultSchema,
  githubRepositoryListSchema,
  githubSettingsSchema,
  githubTokenSchema,
  githubUndoImportSchema,
  githubUnlockSchema,
} from "./schema.ts";

/** Importing projects from GitHub (issue 38, decision 140). */
export const githubEndpoints = {
  settings: endpoint({ method: "GET", path: "/api/github/settings", response: githubSettingsSchema }),
  saveToken: endpoint({
    method: "PUT",
    path: "/api/github/token",
    body: githubTokenSchema,
    response: githubSettingsSchema,
  }),
  removeToken: endpoint({ method: "DELETE", path: "/api/github/token", response: githubSettingsSchema }),
  /** A user's or organisation's repositories, every page, most recently pushed first. */
  repositories: endpoint({
    method: "GET",
    path: "/api/github/users/:name/repositories",
    params: githubLoginParams,
    response: githubRepositoryListSchema,
  }),
  import: endpoint({
    method: "POST",
    path: "/api/github/import",
    body: githubImportSchema,
    response: githubImportResultSchema,
  }),
  /** An import taken back: the projects it made moved to the Trash (restorable from there). */
  undoImport: endpoint({
    method: "POST",
    path: "/api/github/import/undo",
    body: githubUndoImportSchema,
    response: z.object({ trashed: z.number() }),
  }),
  imported: endpoint({ method: "GET", path: "/api/github/imported", response: githubImportedListSchema }),
  /**
   * Every imported project asked of GitHub again: stars and last push, and the fields the owner has not
   * changed; a repository GitHub no longer has marks its project.
   */
  refresh: endpoint({ method: "POST", path: "/api/github/refresh", response: githubRefreshResultSchema }),
  refreshOne: endpoint({
    method: "POST",
    path: "/api/github/imported/:id/refresh",
    params: githubProjectParams,
    response: githubImportedSchema,
  }),
  /** A field the owner changed given back to GitHub: set to GitHub's value now and at each refresh. */
  unlock: endpoint({
    method: "POST",
    path: "/api/github/imported/:id/unlock",
    params: githubProjectParams,
    body: githubUnlockSchema,
    response: githubImportedSchema,
  }),
  daily: endpoint({
    method: "PUT",
    path: "/api/github/imported/:id/daily",
    params: githubProjectParams,
    body: githubDailySchema,
    response: githubImportedSchema,
  }),
};
