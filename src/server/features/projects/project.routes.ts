import type { onRequestAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import {
  projectCategoriesSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  projectStatsSchema,
  projectUpdateSchema,
} from "#shared/projects/schema.ts";
import { ProjectService } from "./project.service.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });
const allQuery = z.strictObject({
  all: z.enum(["true", "false"], { error: "all must be true or false" }).optional(),
});
const deleteQuery = z.strictObject({
  permanent: z.enum(["true", "false"], { error: "permanent must be true or false" }).optional(),
});
const importResultSchema = z.object({ imported: z.number(), created: z.number(), updated: z.number() });

/** `?all=true` shows inactive projects too, and only to the owner. */
const ownerWhenAll: onRequestAsyncHookHandler = async (request, reply) => {
  if ((request.query as { all?: string }).all === "true") await requireOwner(request, reply);
};

/** Projects API (DESIGN.md): public reads of active projects; owner writes, soft/permanent delete, import. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ProjectService(app.db);

  app.get(
    "/projects",
    {
      onRequest: ownerWhenAll,
      schema: { querystring: projectListQuerySchema, response: { 200: projectListSchema } },
    },
    async (request) => {
      const { category, q, limit, all } = request.query;
      return { items: await service.list({ category, search: q, limit, includeInactive: all === "true" }) };
    },
  );

  app.get(
    "/projects/stats",
    { onRequest: ownerWhenAll, schema: { querystring: allQuery, response: { 200: projectStatsSchema } } },
    async (request) => service.stats({ includeInactive: request.query.all === "true" }),
  );

  app.get("/projects/categories", { schema: { response: { 200: projectCategoriesSchema } } }, async () => ({
    items: await service.categories(),
  }));

  app.get(
    "/projects/:id",
    { schema: { params: idParams, response: { 200: projectSchema } } },
    async (request) => service.get(request.params.id),
  );

  app.post(
    "/projects",
    { onRequest: requireOwner, schema: { body: projectCreateSchema, response: { 201: projectSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body)),
  );

  app.patch(
    "/projects/:id",
    {
      onRequest: requireOwner,
      schema: { params: idParams, body: projectUpdateSchema, response: { 200: projectSchema } },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    "/projects/:id",
    { onRequest: requireOwner, schema: { params: idParams, querystring: deleteQuery } },
    async (request, reply) => {
      if (request.query.permanent === "true") {
        await service.removePermanently(request.params.id);
        return reply.code(204).send();
      }
      return service.deactivate(request.params.id);
    },
  );

  app.post(
    "/projects/import",
    {
      onRequest: requireOwner,
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        body: z.array(z.unknown(), { error: "The import must be a JSON array of projects" }),
        response: { 200: importResultSchema },
      },
    },
    async (request) => service.import(request.body),
  );
};
