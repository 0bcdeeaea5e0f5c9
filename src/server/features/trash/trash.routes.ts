import type { FastifyInstance } from "fastify";
import { route } from "#server/http/route.ts";
import { trashEndpoints as api } from "#shared/trash/endpoints.ts";
import { type TrashKind, trashKindLabels } from "#shared/trash/rules.ts";

const named = (kind: TrashKind) => trashKindLabels[kind].toLowerCase();

/** An item's way back out of the Trash or its end; each changes what the pages show. */
const changesTrash = <Input>(summary: (input: Input) => string) => ({
  audit: { area: "trash", summary },
  changesPage: true,
});

/** The Trash: editors list, restore and delete for good what they may edit; the owner empties it. */
export async function trashRoutes(app: FastifyInstance): Promise<void> {
  const trash = app.services.trash;

  route(app, api.list, { access: "editor" }, async () => ({ items: await trash.list() }));

  route(
    app,
    api.restore,
    {
      access: "editor",
      effects: changesTrash(({ params }) => `Restored a ${named(params.kind)} from the Trash`),
    },
    async (request) => trash.restore(request.params.kind, request.params.id, request.owner),
  );

  route(
    app,
    api.remove,
    { access: "editor", effects: changesTrash(({ params }) => `Deleted a ${named(params.kind)} for good`) },
    async (request) => {
      await trash.deleteForGood(request.params.kind, request.params.id);
      return undefined; // 204, as the endpoint declares
    },
  );

  route(app, api.empty, { access: "owner", effects: changesTrash(() => "Emptied the Trash") }, async () =>
    trash.empty(),
  );
}
