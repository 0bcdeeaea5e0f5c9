import { endpoint } from "#shared/api/endpoint.ts";
import { scheduleInputSchema, scheduleListSchema } from "./schema.ts";

/** Publishing on a schedule (issue 40, decision 150): what is waiting for its time, and setting it. */
export const scheduleEndpoints = {
  list: endpoint({ method: "GET", path: "/api/schedule", response: scheduleListSchema }),
  /** Sets or cancels one change; answers the whole list. */
  set: endpoint({
    method: "PUT",
    path: "/api/schedule",
    body: scheduleInputSchema,
    response: scheduleListSchema,
  }),
};
