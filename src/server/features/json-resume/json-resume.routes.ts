import type { FastifyInstance } from "fastify";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { jsonResumeEndpoints as api } from "#shared/json-resume/endpoints.ts";

const bodyLimit = 2 * 1024 * 1024;

/** The site as a résumé.json, and a résumé.json previewed and imported into the site (decision 144). */
export async function jsonResumeRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.jsonResume;

  route(app, api.export, { access: "editor" }, async (_request, reply) => {
    const resume = await service.export();
    reply.header("content-disposition", 'attachment; filename="resume.json"');
    return resume;
  });

  // A read sent as a POST (the file is the body): nothing is written.
  route(
    app,
    api.preview,
    { access: "owner", bodyLimit, effects: { audit: null, changesPage: false } },
    async (request) => service.preview(request.body.resume),
  );

  route(
    app,
    api.import,
    {
      access: "owner",
      bodyLimit,
      effects: {
        audit: {
          area: "resume",
          summary: ({ body }) => `Imported a résumé.json (${body.items.length} changes)`,
        },
        changesPage: true,
      },
    },
    async (request) => {
      const result = await service.import(request.body.resume, request.body.items, savedBy(request));
      // What runs on every response reads the configuration the import may have changed.
      app.liveSiteConfig.set(await app.services.siteConfig.get());
      return result;
    },
  );
}
