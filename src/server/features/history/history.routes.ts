import type { FastifyInstance, FastifyRequest } from "fastify";
import { saveSiteConfig } from "#server/features/site-config/site-config.routes.ts";
import { normalizeSiteConfig } from "#server/features/site-config/site-config.service.ts";
import { type Access, route } from "#server/http/route.ts";
import type { EndpointOutput } from "#shared/api/endpoint.ts";
import { componentListSchema } from "#shared/components/schema.ts";
import { historyEndpoints } from "#shared/history/endpoints.ts";
import { type HistoryKind, singleItemId } from "#shared/history/rules.ts";
import { postUpdateSchema } from "#shared/posts/schema.ts";
import { projectUpdateSchema } from "#shared/projects/schema.ts";
import { resumeOptionsSchema } from "#shared/resume/schema.ts";
import { sectionPatchSchema } from "#shared/sections/write-schema.ts";
import type { SavedBy } from "./history.service.ts";
import { restorable } from "./restorable.ts";
import { savedBy } from "./saved-by.ts";

type Endpoints = (typeof historyEndpoints)[HistoryKind];

interface HistoryOf<E extends Endpoints> {
  kind: HistoryKind;
  endpoints: E;
  /** Who may read and restore it: who may edit it. */
  access: Access;
  /** The activity log's area and what the item is called in its line. */
  area: string;
  label: string;
  /** Saves a version's content again through the item's own save (its checks, caches and events). */
  restore(
    request: FastifyRequest,
    itemId: string,
    content: unknown,
    by: SavedBy,
  ): Promise<EndpointOutput<E["restore"]>>;
}

const itemIdOf = (request: FastifyRequest) => (request.params as { id?: string }).id ?? singleItemId;

function historyRoutesOf<E extends Endpoints>(app: FastifyInstance, item: HistoryOf<E>): void {
  const { kind, endpoints, access } = item;
  const history = app.services.history;
  route(app, endpoints.list, { access }, async (request) => ({
    items: await history.list(kind, itemIdOf(request)),
  }));
  route(app, endpoints.get, { access }, async (request) =>
    history.get(kind, itemIdOf(request), request.params.version),
  );
  route(
    app,
    endpoints.restore,
    {
      access,
      effects: {
        audit: {
          area: item.area,
          summary: ({ params }) => `Restored version ${params.version} of ${item.label}`,
        },
        changesPage: true,
      },
    },
    async (request) => {
      const itemId = itemIdOf(request);
      const { version } = request.params;
      const { content } = await history.get(kind, itemId, version);
      const saved = await item.restore(request, itemId, content, {
        ...savedBy(request),
        restoredFrom: version,
      });
      // `E` is one kind's endpoints; TypeScript cannot narrow the union of answers through it.
      return saved as never;
    },
  );
}

/**
 * Every editor's History (issue 40, decision 138): the versions of a section, a project, the site
 * configuration (texts included; the owner's, as its editor), the component list and the résumé's
 * settings; a version's content; and its restore, a new save through the item's own save path.
 */
export async function historyRoutes(app: FastifyInstance): Promise<void> {
  const { sections, projects, posts, components, resume, siteConfig } = app.services;
  historyRoutesOf(app, {
    kind: "section",
    endpoints: historyEndpoints.section,
    access: "editor",
    area: "sections",
    label: "a content section",
    restore: (_request, id, content, by) => sections.update(id, restorable(sectionPatchSchema, content), by),
  });
  historyRoutesOf(app, {
    kind: "project",
    endpoints: historyEndpoints.project,
    access: "editor",
    area: "projects",
    label: "a project",
    restore: (_request, id, content, by) => projects.update(id, restorable(projectUpdateSchema, content), by),
  });
  historyRoutesOf(app, {
    kind: "post",
    endpoints: historyEndpoints.post,
    access: "editor",
    area: "posts",
    label: "a post",
    restore: (_request, id, content, by) => posts.update(id, restorable(postUpdateSchema, content), by),
  });
  historyRoutesOf(app, {
    kind: "site-config",
    endpoints: historyEndpoints["site-config"],
    access: "owner",
    area: "site-config",
    label: "the site configuration",
    restore: async (request, _id, content, by) => {
      const { version } = await siteConfig.getRecord();
      return saveSiteConfig(request, normalizeSiteConfig(content), version, by);
    },
  });
  historyRoutesOf(app, {
    kind: "components",
    endpoints: historyEndpoints.components,
    access: "editor",
    area: "components",
    label: "the page's components",
    restore: (_request, _id, content, by) => components.save(restorable(componentListSchema, content), by),
  });
  historyRoutesOf(app, {
    kind: "resume",
    endpoints: historyEndpoints.resume,
    access: "editor",
    area: "resume",
    label: "the résumé's settings",
    restore: (_request, _id, content, by) => resume.saveOptions(restorable(resumeOptionsSchema, content), by),
  });
}
