import type { FastifyInstance } from "fastify";
import { quoted } from "#server/audit-text.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { sectionEndpoints as api } from "#shared/sections/endpoints.ts";
import type { SectionPatch } from "#shared/sections/write-schema.ts";

/** Every sections write changes the public page and is one line in the activity log. */
const changesSections = <Input>(summary: (input: Input) => string) => ({
  audit: { area: "sections", summary },
  changesPage: true,
});

/** A patch of the status alone reads as a status change; anything else as an edit of the named section. */
function describePatch(patch: SectionPatch): string {
  if (patch.status && Object.keys(patch).length === 1) return `Set a content section to ${patch.status}`;
  return `Edited content section ${quoted(patch.name, "a content section")}`;
}

function importedCount(file: unknown): number {
  const sections = (file as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.length : 0;
}

/** Content sections for the owner: list (every status), create, read, change, delete, export, import. */
export async function sectionsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.sections;

  route(app, api.list, { access: "editor" }, async () => ({ items: await service.list() }));

  route(app, api.export, { access: "editor" }, async () => service.export());

  route(
    app,
    api.import,
    {
      access: "editor",
      bodyLimit: 2 * 1024 * 1024,
      effects: changesSections(({ body }) => `Imported ${importedCount(body)} content sections`),
    },
    async (request) => ({ items: await service.import(request.body, savedBy(request)) }),
  );

  route(
    app,
    api.create,
    {
      access: "editor",
      effects: changesSections(
        ({ body }) => `Added content section ${quoted(body.name, "a content section")}`,
      ),
    },
    async (request) => service.create(request.body, savedBy(request)),
  );

  route(app, api.get, { access: "editor" }, async (request) => service.get(request.params.id));

  route(
    app,
    api.update,
    { access: "editor", effects: changesSections(({ body }) => describePatch(body)) },
    async (request) => service.update(request.params.id, request.body, savedBy(request)),
  );

  route(
    app,
    api.remove,
    { access: "editor", effects: changesSections(() => "Moved a content section to the Trash") },
    async (request) => {
      // Deleted is recoverable: the section goes to the Trash (decision 142).
      await app.services.trash.moveToTrash("section", request.params.id, savedBy(request));
      return undefined; // 204, as the endpoint declares
    },
  );
}
