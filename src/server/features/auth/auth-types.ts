import type { SessionUser } from "#shared/auth/schema.ts";
import type { Auth } from "./auth.ts";
import type { OwnerService } from "./owner.service.ts";
import type { RateLimiter } from "./rate-limiter.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** better-auth on Folio's database (see auth.ts). */
    auth: Auth;
    owners: OwnerService;
    rateLimiter: RateLimiter;
  }
  interface FastifyRequest {
    /** The signed-in owner; set by `requireOwner`. */
    owner?: SessionUser;
  }
}
