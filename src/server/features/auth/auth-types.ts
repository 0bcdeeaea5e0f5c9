import type { SessionUser } from "#shared/auth/schema.ts";
import type { Auth } from "./auth.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** better-auth on Folio's database (see auth.ts). */
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in owner; set by `requireOwner`. */
    owner?: SessionUser;
  }
}
