import type { FastifyInstance } from "fastify";
import "#server/features/auth/auth-types.ts";
import { insertAuditEntry } from "./audit.repository.ts";
import { describeWrite } from "./describe-write.ts";

/**
 * Records every successful owner write (any feature) in the audit log before the answer is sent, so the
 * Overview's "last update" and recent activity are current as soon as the write is acknowledged.
 * Registered on the root instance so it sees the routes of every feature.
 */
export function registerAuditTrail(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 400) return payload;
    // Set by requireOwner: only the owner's writes are recorded (never a visitor's feedback).
    const owner = request.owner;
    if (!owner) return payload;
    const description = describeWrite({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      body: request.body,
      query: request.query,
    });
    if (!description) return payload;
    try {
      await insertAuditEntry(app.db, { ...description, actor: owner.name || owner.email || "Admin" });
    } catch (error) {
      request.log.error({ err: error }, "could not record the admin activity");
    }
    return payload;
  });
}
