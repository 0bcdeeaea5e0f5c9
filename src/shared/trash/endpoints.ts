import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { trashEmptiedSchema, trashItemSchema, trashKindSchema, trashListSchema } from "./schema.ts";

const itemParams = z.object({ kind: trashKindSchema, id: z.string().min(1).max(100) });

/**
 * The Trash (issue 40, decision 142): what was deleted, restored whole or deleted for good. Items go in
 * through their own delete (`DELETE /api/sections/:id`, `DELETE /api/projects/:id?trash=true`).
 */
export const trashEndpoints = {
  list: endpoint({ method: "GET", path: "/api/trash", response: trashListSchema }),
  restore: endpoint({
    method: "POST",
    path: "/api/trash/:kind/:id/restore",
    params: itemParams,
    response: trashItemSchema,
  }),
  /** Deletes one item in the Trash for good (204). */
  remove: endpoint({
    method: "DELETE",
    path: "/api/trash/:kind/:id",
    params: itemParams,
    response: null,
    status: 204,
  }),
  /** Empties the Trash (the owner only). */
  empty: endpoint({ method: "DELETE", path: "/api/trash", response: trashEmptiedSchema }),
};
