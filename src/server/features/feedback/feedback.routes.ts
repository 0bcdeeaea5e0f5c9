import { Readable } from "node:stream";
import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { tooManyRequests } from "#server/errors.ts";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import { feedbackLimits } from "#shared/feedback/rules.ts";
import {
  feedbackCountsSchema,
  feedbackIdParamsSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackMessageSchema,
  feedbackReceivedSchema,
  feedbackSubmissionSchema,
  feedbackUpdateSchema,
} from "#shared/feedback/schema.ts";
import { createFeedbackService, type FeedbackService } from "./feedback.service.ts";
import { feedbackCsv } from "./feedback-csv.ts";
import { FeedbackEvents } from "./feedback-events.ts";
import { FeedbackStreams } from "./feedback-stream.ts";
import { StreamSlots } from "./stream-slots.ts";

const exportQuerySchema = feedbackListQuerySchema.pick({ status: true, q: true });

/** The public form's one route: validated, rate limited per IP, stored before it is answered. */
const submitRoute: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        Math.ceil(context.ttl / 1000),
        "Too many messages from your address. Please try again in a few minutes.",
      ),
  });
  app.post(
    "/feedback",
    {
      config: {
        rateLimit: { max: feedbackLimits.ratePerWindow, timeWindow: feedbackLimits.rateWindowMs },
      },
      schema: { body: feedbackSubmissionSchema, response: { 201: feedbackReceivedSchema } },
    },
    async (request, reply) => {
      await service.submit(request.body);
      // Spam gets the same answer as a real message: a bot learns nothing from it.
      return reply.code(201).send({ status: "received" as const });
    },
  );
};

/** The owner's inbox. */
const ownerRoutes: FastifyPluginAsyncZod<{ service: FeedbackService; events: FeedbackEvents }> = async (
  app,
  { service, events },
) => {
  app.addHook("onRequest", requireOwner);
  const streams = new FeedbackStreams();
  const slots = new StreamSlots();
  app.addHook("preClose", async () => streams.closeAll());

  app.get(
    "/feedback",
    { schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListSchema } } },
    async (request) => service.list(request.query),
  );

  app.get("/feedback/counts", { schema: { response: { 200: feedbackCountsSchema } } }, async () =>
    service.counts(),
  );

  app.get("/feedback/stream", async (request, reply) => {
    const release = slots.acquire(request.ip);
    if (!release) throw tooManyRequests(30, "Too many live updates are open from this address. Close a tab.");
    reply.raw.once("close", release);
    streams.serve(reply, events, { type: "counts", counts: await service.counts() });
  });

  app.get("/feedback/export", { schema: { querystring: exportQuerySchema } }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="feedback-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(Readable.from(feedbackCsv(service.export(request.query))));
  });

  app.get(
    "/feedback/:id",
    { schema: { params: feedbackIdParamsSchema, response: { 200: feedbackMessageSchema } } },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    "/feedback/:id",
    {
      schema: {
        params: feedbackIdParamsSchema,
        body: feedbackUpdateSchema,
        response: { 200: feedbackMessageSchema },
      },
    },
    async (request) => service.setStatus(request.params.id, request.body.status),
  );

  app.delete(
    "/feedback/:id",
    { schema: { params: feedbackIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** Feedback: the public form's endpoint and the owner's inbox, sharing one service and event bus. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new FeedbackEvents();
  const service = createFeedbackService({
    db: app.db,
    events,
    publicUrl: app.config.publicUrl,
    log: app.log,
  });
  await app.register(submitRoute, { service });
  await app.register(ownerRoutes, { service, events });
};
