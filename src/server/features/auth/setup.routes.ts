import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "#server/errors.ts";
import { recordSecurityEvent } from "#server/features/audit/security-events.ts";
import { ownerSetupSchema } from "#shared/auth/schema.ts";
import { webHeaders } from "./web-request.ts";

const userSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The one-time setup link: check it, then create the owner and sign them in. 404 once an owner exists. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/setup",
    {
      schema: {
        querystring: z.object({ token: z.string().max(200).default("") }),
        response: { 200: z.object({ valid: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      if (!(await app.owners.isSetupTokenValid(request.query.token))) {
        throw notFound("This setup link is no longer valid.");
      }
      return { valid: true as const };
    },
  );

  app.post(
    "/setup",
    { schema: { body: ownerSetupSchema, response: { 201: z.object({ user: userSchema }) } } },
    async (request, reply) => {
      const { token, ...owner } = request.body;
      const user = await app.owners.completeSetup(token, owner);
      await recordSecurityEvent(request, "setup.used", { actor: user.name || "Owner" });
      const { headers } = await app.auth.api.signInEmail({
        body: { email: owner.email, password: owner.password, rememberMe: true },
        headers: webHeaders(request),
        returnHeaders: true,
      });
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.code(201).send({ user });
    },
  );
};
