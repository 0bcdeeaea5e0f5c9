import type { SessionUser } from "#shared/auth/schema.ts";
import type { AuthLoader } from "./auth-loader.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** better-auth on Folio's database (see auth.ts), loaded on first use. */
    auth: AuthLoader;
  }
  interface FastifyRequest {
    /** The signed-in user (owner or editor, see `role`); set by the access check (`requireUser`). */
    owner?: SessionUser;
    /** The id of the signed-in user's current session; set with `owner`. */
    sessionId?: string;
  }
}
