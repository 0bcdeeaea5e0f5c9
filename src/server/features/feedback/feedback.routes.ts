import { Readable } from "node:stream";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import { tooManyRequests } from "#server/errors.ts";
import { clientKey, type LimitRule } from "#server/features/auth/rate-limiter.ts";
import { route, type WriteEffects } from "#server/http/route.ts";
import { feedbackEndpoints as api } from "#shared/feedback/endpoints.ts";
import { feedbackLimits } from "#shared/feedback/rules.ts";
import { feedbackCsv } from "./feedback-csv.ts";
import { FeedbackStreams } from "./feedback-stream.ts";
import { StreamSlots } from "./stream-slots.ts";

/** The public form's limit per client address (IPv6 by its /64), counted in the database. */
export const feedbackPerIp: LimitRule = {
  name: "feedback:ip",
  max: feedbackLimits.ratePerWindow,
  windowMs: feedbackLimits.rateWindowMs,
  message: () => "Too many messages from your address. Please try again in a few minutes.",
};

/** Marking a message read or unread is not worth a line; archiving, flagging as spam and deleting are. */
const inboxHousekeeping: WriteEffects<typeof api.setStatus> = {
  audit: {
    area: "feedback",
    summary: ({ body }) =>
      body.status === "archived"
        ? "Archived a message"
        : body.status === "spam"
          ? "Marked a message as spam"
          : null,
  },
  // The inbox is not on the public page.
  changesPage: false,
};

/** Feedback: the public form's endpoint and the owner's inbox, sharing one service and event bus. */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { feedback: service, rateLimiter } = app.services;
  const streams = new FeedbackStreams();
  const slots = new StreamSlots(app.db);
  app.addHook("preClose", async () => streams.closeAll());

  // Counted before the body is read, as every attempt (valid or not) is one.
  const limitPerAddress: onRequestAsyncHookHandler = async (request) =>
    rateLimiter.consume(feedbackPerIp, clientKey(request.ip));

  route(app, api.submit, { access: "public", onRequest: [limitPerAddress] }, async (request) => {
    await service.submit(request.body);
    // Spam gets the same answer as a real message: a bot learns nothing from it.
    return { status: "received" as const };
  });

  route(app, api.list, { access: "editor" }, async (request) => service.list(request.query));

  route(app, api.counts, { access: "editor" }, async () => service.counts());

  route(app, api.stream, { access: "editor" }, async (request, reply) => {
    const release = await slots.acquire(request.ip);
    if (!release) throw tooManyRequests(30, "Too many live updates are open from this address. Close a tab.");
    // The browser may have gone while the slot was taken: give it back at once.
    if (request.raw.socket?.destroyed) {
      release();
      return reply;
    }
    reply.raw.once("close", release);
    streams.serve(reply, service.events, { type: "counts", counts: await service.counts() });
    return reply;
  });

  route(app, api.export, { access: "editor" }, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="feedback-${day}.csv"`)
      .header("cache-control", "no-store")
      .send(Readable.from(feedbackCsv(service.export(request.query))));
  });

  route(app, api.get, { access: "editor" }, async (request) => service.get(request.params.id));

  route(app, api.setStatus, { access: "editor", effects: inboxHousekeeping }, async (request) =>
    service.setStatus(request.params.id, request.body.status),
  );

  route(app, api.replies, { access: "editor" }, async (request) => ({
    items: await service.replies(request.params.id),
  }));

  route(
    app,
    api.reply,
    {
      access: "editor",
      effects: { audit: { area: "feedback", summary: () => "Replied to a message" }, changesPage: false },
    },
    async (request) => service.reply(request.params.id, request.body.text),
  );

  route(
    app,
    api.restore,
    {
      access: "editor",
      effects: {
        audit: { area: "feedback", summary: () => "Restored a deleted message" },
        changesPage: false,
      },
    },
    async (request) => service.restore(request.params.id),
  );

  route(
    app,
    api.remove,
    {
      access: "editor",
      effects: { audit: { area: "feedback", summary: () => "Deleted a message" }, changesPage: false },
    },
    async (request) => {
      await service.remove(request.params.id);
      return undefined;
    },
  );
}
