import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "#server/errors.ts";
import { ownerOnlyMessage } from "#server/features/auth/require-owner.ts";
import { route } from "#server/http/route.ts";
import { trashEndpoints as api } from "#shared/trash/endpoints.ts";
import { ownerOnlyTrashKinds, type TrashKind, trashKindLabels } from "#shared/trash/rules.ts";

/** "a section entry", "an invitation": the audit log's words for an item of `kind`. */
const named = (kind: TrashKind) => {
  const label = trashKindLabels[kind].toLowerCase();
  return `${/^[aeiou]/.test(label) ? "an" : "a"} ${label}`;
};

/** Whether the signed-in user may see and handle items of `kind` (invitations are the owner's). */
const mayHandle = (request: FastifyRequest, kind: TrashKind) =>
  request.owner?.role === "owner" || !ownerOnlyTrashKinds.includes(kind);

function assertMayHandle(request: FastifyRequest, kind: TrashKind): void {
  if (!mayHandle(request, kind)) throw forbidden(ownerOnlyMessage);
}

/** An item's way back out of the Trash or its end; each changes what the pages show. */
const changesTrash = <Input>(summary: (input: Input) => string) => ({
  audit: { area: "trash", summary },
  changesPage: true,
});

/** The Trash: editors list, restore and delete for good what they may edit; the owner empties it. */
export async function trashRoutes(app: FastifyInstance): Promise<void> {
  const trash = app.services.trash;

  route(app, api.list, { access: "editor" }, async (request) => ({
    items: (await trash.list()).filter((item) => mayHandle(request, item.kind)),
  }));

  route(
    app,
    api.restore,
    {
      access: "editor",
      effects: changesTrash(({ params }) => `Restored ${named(params.kind)} from the Trash`),
    },
    async (request) => {
      assertMayHandle(request, request.params.kind);
      return trash.restore(request.params.kind, request.params.id, request.owner);
    },
  );

  route(
    app,
    api.remove,
    { access: "editor", effects: changesTrash(({ params }) => `Deleted ${named(params.kind)} for good`) },
    async (request) => {
      assertMayHandle(request, request.params.kind);
      await trash.deleteForGood(request.params.kind, request.params.id);
      return undefined; // 204, as the endpoint declares
    },
  );

  route(app, api.empty, { access: "owner", effects: changesTrash(() => "Emptied the Trash") }, async () =>
    trash.empty(),
  );
}
