import { endpoint } from "#shared/api/endpoint.ts";
import { componentListSchema } from "./schema.ts";

/** The component visibility list: a bare JSON array of `{ id, isActive, conditional? }`; public read, owner write. */
export const componentEndpoints = {
  list: endpoint({ method: "GET", path: "/api/components", response: componentListSchema }),
  save: endpoint({
    method: "PUT",
    path: "/api/components",
    body: componentListSchema,
    response: componentListSchema,
  }),
};
