import type { FastifyInstance } from "fastify";
import { AppError, invalid, notFound, tooManyRequests } from "#server/errors.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { githubEndpoints as api } from "#shared/github/endpoints.ts";
import { githubFieldLabels } from "#shared/github/fields.ts";
import {
  GitHubAuthError,
  GitHubContentError,
  GitHubNotFoundError,
  GitHubRateLimitError,
  GitHubUnavailableError,
} from "./github-errors.ts";

/** A GitHub failure as the API's error: when to try again, a token to fix, or GitHub not answering. */
function asAppError(error: unknown): unknown {
  if (error instanceof GitHubRateLimitError) {
    const seconds = Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000));
    return tooManyRequests(seconds, error.message);
  }
  if (error instanceof GitHubAuthError) return invalid(error.message, { token: error.message });
  if (error instanceof GitHubNotFoundError) return notFound(error.message);
  if (error instanceof GitHubContentError) return invalid(error.message);
  if (error instanceof GitHubUnavailableError || (error instanceof Error && error.name === "GitHubError")) {
    return new AppError(502, "upstream_failed", error.message);
  }
  return error;
}

const rethrown = <T>(work: Promise<T>) =>
  work.catch((error: unknown) => {
    throw asAppError(error);
  });

/** Import from GitHub (decision 140): the token (owner only, never answered back), the list, the import. */
export async function githubRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.github;

  route(app, api.settings, { access: "editor" }, async () => service.settings());

  route(
    app,
    api.saveToken,
    {
      access: "owner",
      effects: { audit: { area: "github", summary: () => "Saved a GitHub token" }, changesPage: false },
    },
    async (request) => service.saveToken(request.body.token),
  );

  route(
    app,
    api.removeToken,
    {
      access: "owner",
      effects: { audit: { area: "github", summary: () => "Removed the GitHub token" }, changesPage: false },
    },
    async () => service.removeToken(),
  );

  route(app, api.repositories, { access: "editor" }, async (request) =>
    rethrown(service.repositories(request.params.name)),
  );

  route(
    app,
    api.import,
    {
      access: "editor",
      effects: {
        audit: {
          area: "projects",
          summary: ({ body }) =>
            `Imported from GitHub: ${body.repositories.slice(0, 5).join(", ")}${body.repositories.length > 5 ? ", …" : ""}`,
        },
        changesPage: true,
      },
    },
    async (request) => service.import(request.body, savedBy(request)),
  );

  route(
    app,
    api.undoImport,
    {
      access: "editor",
      effects: {
        audit: {
          area: "projects",
          summary: ({ body }) =>
            `Undid a GitHub import: ${body.projectIds.length} ${body.projectIds.length === 1 ? "project" : "projects"} to the Trash`,
        },
        changesPage: true,
      },
    },
    async (request) => service.undoImport(request.body.projectIds, savedBy(request)),
  );

  route(app, api.imported, { access: "editor" }, async () => service.imported());

  route(
    app,
    api.refresh,
    { access: "editor", effects: { audit: null, changesPage: true } },
    async (request) => service.refresh({ by: savedBy(request) }),
  );

  route(
    app,
    api.refreshOne,
    { access: "editor", effects: { audit: null, changesPage: true } },
    async (request) => rethrown(service.refreshOne(request.params.id, savedBy(request))),
  );

  route(
    app,
    api.unlock,
    {
      access: "editor",
      effects: {
        audit: {
          area: "projects",
          summary: ({ body }) => `Gave the ${githubFieldLabels[body.field].toLowerCase()} back to GitHub`,
        },
        changesPage: true,
      },
    },
    async (request) => rethrown(service.unlock(request.params.id, request.body.field, savedBy(request))),
  );

  route(app, api.daily, { access: "editor", effects: { audit: null, changesPage: false } }, async (request) =>
    service.setDaily(request.params.id, request.body.dailyRefresh),
  );
}
