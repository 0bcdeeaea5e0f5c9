import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "#server/errors.ts";
import { etagMatches } from "#server/http/send-prepared.ts";
import { cardsPath } from "./social-cards.service.ts";

/** A versioned address never changes its bytes. */
const immutable = "public, max-age=31536000, immutable";

/**
 * `GET /cards/<kind>-<hash>.png`: the generated card as ready bytes with an ETag; an older hash of a
 * known kind is sent to the current card (302, not stored), an unknown name is a 404.
 */
export async function socialCardsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${cardsPath}/:file`,
    { compress: false },
    async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      const found = await app.services.socialCards.lookup(request.params.file);
      if (!found) throw notFound();
      if ("current" in found) return reply.header("cache-control", "no-cache").redirect(found.current, 302);
      const { bytes, etag } = found.file;
      reply.header("cache-control", immutable).header("etag", etag).header("content-type", "image/png");
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return reply.send(bytes);
    },
  );
}
