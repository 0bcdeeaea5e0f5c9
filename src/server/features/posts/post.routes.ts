import type { FastifyInstance } from "fastify";
import { quoted } from "#server/audit-text.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { postEndpoints as api } from "#shared/posts/endpoints.ts";

/** Posts, the owner's API (decision 159). Every write may change what visitors see: it clears the page cache. */
export async function postRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.posts;

  route(app, api.list, { access: "editor" }, async () => ({ items: await service.list() }));

  route(app, api.get, { access: "editor" }, async (request) => service.get(request.params.id));

  route(
    app,
    api.create,
    {
      access: "editor",
      effects: {
        audit: { area: "posts", summary: ({ body }) => `Wrote the post ${quoted(body.title, "a post")}` },
        changesPage: true,
      },
    },
    async (request) => service.create(request.body, savedBy(request)),
  );

  route(
    app,
    api.update,
    {
      access: "editor",
      effects: {
        audit: {
          area: "posts",
          summary: ({ body }) =>
            body.status === "published"
              ? "Published a post"
              : body.status === "draft"
                ? "Made a post a draft"
                : "Changed a post",
        },
        changesPage: true,
      },
    },
    async (request) => service.update(request.params.id, request.body, savedBy(request)),
  );

  route(
    app,
    api.remove,
    {
      access: "editor",
      effects: { audit: { area: "posts", summary: () => "Moved a post to the Trash" }, changesPage: true },
    },
    async (request) => {
      await service.moveToTrash(request.params.id, savedBy(request));
      return undefined;
    },
  );
}
