import type { FastifyInstance } from "fastify";
import { quoted } from "#server/audit-text.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { testimonialRequestEndpoints as api } from "#shared/testimonial-requests/endpoints.ts";

/** Requests and decisions change nothing on the page; an approval changes the Testimonials section. */
const quiet = (summary: () => string) => ({ audit: { area: "testimonials", summary }, changesPage: false });

/** Testimonial requests, the owner's API (the client's page is `testimonial-page.routes.ts`). */
export async function testimonialRequestsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.testimonialRequests;

  route(
    app,
    api.create,
    {
      access: "editor",
      effects: {
        audit: {
          area: "testimonials",
          summary: ({ body }) => `Asked ${quoted(body.clientName, "a client")} for a testimonial`,
        },
        changesPage: false,
      },
    },
    async (request) => service.create(request.body),
  );

  route(app, api.list, { access: "editor" }, async () => ({ items: await service.list() }));

  route(
    app,
    api.revoke,
    { access: "editor", effects: quiet(() => "Revoked a testimonial request") },
    async (request) => service.revoke(request.params.id),
  );

  route(
    app,
    api.send,
    { access: "editor", effects: quiet(() => "E-mailed a testimonial request") },
    async (request) => service.send(request.params.id, request.body),
  );

  route(app, api.pending, { access: "editor" }, async () => ({ items: await service.pending() }));

  route(
    app,
    api.edit,
    { access: "editor", effects: quiet(() => "Edited a submitted testimonial") },
    async (request) => service.edit(request.params.id, request.body),
  );

  route(
    app,
    api.approve,
    {
      access: "editor",
      effects: {
        audit: { area: "testimonials", summary: () => "Approved a testimonial" },
        changesPage: true,
      },
    },
    async (request) => service.approve(request.params.id, request.body.position, savedBy(request)),
  );

  route(
    app,
    api.reject,
    { access: "editor", effects: quiet(() => "Rejected a testimonial") },
    async (request) => service.reject(request.params.id),
  );
}
