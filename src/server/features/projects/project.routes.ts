import type { FastifyInstance, FastifyRequest } from "fastify";
import { quoted } from "#server/audit-text.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { narrowPageChange } from "#server/pages/page-cache.ts";
import { projectEndpoints as api } from "#shared/projects/endpoints.ts";
import { toGalleryCard } from "#shared/projects/gallery-card.ts";
import type { Project } from "#shared/projects/schema.ts";

/** `?all=true` shows inactive projects too, and only to the owner. */
const signedInWhenAll = (request: FastifyRequest) =>
  (request.query as { all?: string }).all === "true" ? "editor" : "public";

const changesProjects = (summary: (input: { body: { title?: string } }) => string) => ({
  audit: { area: "projects", summary },
  changesPage: true,
});

/**
 * Whether an edit left the project where the other pages find it: the same address, the same place in
 * the gallery's order (its neighbours' pages link it), published or not alike, and the same category
 * (the gallery's filters every page carries). Otherwise the edit changes every page.
 */
function keepsItsPlace(before: Project, after: Project): boolean {
  return (
    before.slug === after.slug &&
    before.isActive === after.isActive &&
    // Visibility decides which lists, neighbours and caches show it (decision 158).
    before.visibility === after.visibility &&
    before.priority === after.priority &&
    before.position === after.position &&
    before.category === after.category
  );
}

/** Projects API: public reads of active projects; owner writes, soft delete, Trash, permanent delete, import. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.projects;

  route(app, api.list, { access: signedInWhenAll, cached: true }, async (request) => {
    const { category, q, limit, offset, all } = request.query;
    const page = await service.page({ category, search: q, limit, offset, includeInactive: all === "true" });
    // The signed-in list is whole; the gallery's pages carry what a card shows (decision 131).
    return all === "true" ? page : { ...page, items: page.items.map(toGalleryCard) };
  });

  route(app, api.stats, { access: signedInWhenAll, cached: true }, async (request) =>
    service.stats({ includeInactive: request.query.all === "true" }),
  );

  route(app, api.categories, { access: "public", cached: true }, async () => ({
    items: await service.categories(),
  }));

  route(app, api.get, { access: "public" }, async (request) => service.get(request.params.id));

  route(
    app,
    api.create,
    {
      access: "editor",
      effects: changesProjects(({ body }) => `Added project ${quoted(body.title, "a project")}`),
    },
    async (request) => service.create(request.body, savedBy(request)),
  );

  route(
    app,
    api.update,
    {
      access: "editor",
      effects: changesProjects(({ body }) => `Updated project ${quoted(body.title, "a project")}`),
    },
    async (request) => {
      const { id } = request.params;
      const before = await service.get(id, { includeInactive: true });
      const after = await service.update(id, request.body, savedBy(request));
      // Only the pages that show this project change, unless it moved in the gallery or was renamed.
      if (keepsItsPlace(before, after)) narrowPageChange(request, { projects: [id] });
      return after;
    },
  );

  route(
    app,
    api.remove,
    {
      access: "editor",
      effects: {
        audit: {
          area: "projects",
          summary: ({ query }) =>
            query.permanent === "true"
              ? "Permanently deleted a project"
              : query.trash === "true"
                ? "Moved a project to the Trash"
                : "Deactivated a project",
        },
        changesPage: true,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.query.permanent === "true" || request.query.trash === "true") {
        if (request.query.trash === "true")
          await app.services.trash.moveToTrash("project", id, savedBy(request));
        else await app.services.trash.deleteForGood("project", id, { evenLive: true });
        return reply.code(204).send();
      }
      return reply.send(await service.deactivate(id, savedBy(request)));
    },
  );

  route(
    app,
    api.order,
    {
      access: "editor",
      effects: {
        audit: {
          area: "projects",
          summary: ({ body }) =>
            body.ids.length === 0
              ? "Cleared the gallery's manual order"
              : `Reordered the gallery (${body.ids.length} placed by hand)`,
        },
        changesPage: true,
      },
    },
    async (request) => {
      const items = await service.saveOrder(request.body);
      return { items, total: items.length };
    },
  );

  route(
    app,
    api.import,
    {
      access: "editor",
      bodyLimit: 5 * 1024 * 1024,
      effects: {
        audit: { area: "projects", summary: ({ body }) => `Imported ${body.length} projects` },
        changesPage: true,
      },
    },
    async (request) => service.import(request.body, savedBy(request)),
  );
}
