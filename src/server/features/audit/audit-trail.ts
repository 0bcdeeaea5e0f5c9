import type { FastifyInstance } from "fastify";
import "#server/features/auth/auth-types.ts";
import type { EndpointParsed } from "#shared/api/endpoint.ts";
import type { AuditService } from "./audit.service.ts";

/**
 * Records every successful owner write in the activity log before the answer is sent, so the Overview's
 * "last update" and recent activity are current as soon as the write is acknowledged. What a write says
 * is declared on its route (`effects.audit`); this hook knows no feature and no URL.
 */
export function registerAuditTrail(app: FastifyInstance, audit: AuditService): void {
  app.addHook("onSend", async (request, reply, payload) => {
    const line = request.routeOptions.config.effects?.audit;
    // Only signed-in users' writes are recorded (request.owner is set by the access check), never a
    // visitor's; each line names who made it and keeps their account id (decision 069).
    if (!line || !request.owner || reply.statusCode >= 400) return payload;
    const summary = line.summary(request as unknown as EndpointParsed<never>);
    if (!summary) return payload;
    try {
      await audit.record({
        area: line.area,
        summary,
        actor: request.owner.name || request.owner.email || "Admin",
        actorId: request.owner.id,
      });
    } catch (error) {
      request.log.error({ err: error }, "could not record the admin activity");
    }
    return payload;
  });
}
