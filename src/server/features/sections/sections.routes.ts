import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import { contentSectionSchema } from "#shared/sections/schema.ts";
import { sectionCreateSchema, sectionPatchSchema } from "#shared/sections/write-schema.ts";
import {
  createSection,
  deleteSection,
  exportSections,
  getSection,
  importSections,
  listAllSections,
  updateSection,
} from "./sections-write.service.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });
const sectionList = z.object({ items: z.array(contentSectionSchema) });
const exportFile = z.object({
  sections: z.array(contentSectionSchema),
  exportDate: z.string(),
  version: z.string(),
});

/** Content sections for the owner: list (every status), create, read, change, delete, export, import. */
export const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireOwner);

  app.get("/sections", { schema: { response: { 200: sectionList } } }, async () => ({
    items: await listAllSections(app.db),
  }));

  app.get("/sections/export", { schema: { response: { 200: exportFile } } }, async () =>
    exportSections(app.db),
  );

  // The file is checked by the service so that any bad file answers the one 'Invalid content file'.
  app.post(
    "/sections/import",
    { bodyLimit: 2 * 1024 * 1024, schema: { body: z.unknown(), response: { 200: sectionList } } },
    async (request) => ({ items: await importSections(app.db, request.body) }),
  );

  app.post(
    "/sections",
    { schema: { body: sectionCreateSchema, response: { 201: contentSectionSchema } } },
    async (request, reply) => reply.code(201).send(await createSection(app.db, request.body)),
  );

  app.get(
    "/sections/:id",
    { schema: { params: idParams, response: { 200: contentSectionSchema } } },
    async (request) => getSection(app.db, request.params.id),
  );

  app.patch(
    "/sections/:id",
    { schema: { params: idParams, body: sectionPatchSchema, response: { 200: contentSectionSchema } } },
    async (request) => updateSection(app.db, request.params.id, request.body),
  );

  app.delete("/sections/:id", { schema: { params: idParams } }, async (request, reply) => {
    await deleteSection(app.db, request.params.id);
    return reply.code(204).send();
  });
};
