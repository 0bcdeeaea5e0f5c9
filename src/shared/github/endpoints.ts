import { endpoint } from "#shared/api/endpoint.ts";
import {
  githubImportedListSchema,
  githubImportResultSchema,
  githubImportSchema,
  githubLoginParams,
  githubRefreshResultSchema,
  githubRepositoryListSchema,
  githubSettingsSchema,
  githubTokenSchema,
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
  imported: endpoint({ method: "GET", path: "/api/github/imported", response: githubImportedListSchema }),
  /** Stars and last push asked again; a repository GitHub no longer has marks its project. */
  refresh: endpoint({ method: "POST", path: "/api/github/refresh", response: githubRefreshResultSchema }),
};
