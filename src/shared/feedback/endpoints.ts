import { endpoint } from "#shared/api/endpoint.ts";
import {
  feedbackCountsSchema,
  feedbackIdParamsSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackMessageSchema,
  feedbackReceivedSchema,
  feedbackRepliesSchema,
  feedbackReplyBodySchema,
  feedbackReplySchema,
  feedbackSubmissionSchema,
  feedbackUpdateSchema,
} from "./schema.ts";

/** The CSV export's filter: a folder and a search, as the inbox shows them (every page). */
export const feedbackExportQuerySchema = feedbackListQuerySchema.pick({ status: true, q: true });

/**
 * The feedback API: the public form's submission, and the owner's inbox (folders, counts, a live event
 * stream, the CSV export, and moving or deleting a message).
 */
export const feedbackEndpoints = {
  /** The public form posts here with a plain path (the public page's bundle carries no schemas). */
  submit: endpoint({
    method: "POST",
    path: "/api/feedback",
    body: feedbackSubmissionSchema,
    response: feedbackReceivedSchema,
    status: 201,
  }),
  list: endpoint({
    method: "GET",
    path: "/api/feedback",
    query: feedbackListQuerySchema,
    response: feedbackListSchema,
  }),
  counts: endpoint({ method: "GET", path: "/api/feedback/counts", response: feedbackCountsSchema }),
  /** Server-sent events: new messages and folder counts while the inbox is open. */
  stream: endpoint({ method: "GET", path: "/api/feedback/stream", response: null }),
  /** A CSV file download (the browser follows a link to it). */
  export: endpoint({
    method: "GET",
    path: "/api/feedback/export",
    query: feedbackExportQuerySchema,
    response: null,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/feedback/:id",
    params: feedbackIdParamsSchema,
    response: feedbackMessageSchema,
  }),
  setStatus: endpoint({
    method: "PATCH",
    path: "/api/feedback/:id",
    params: feedbackIdParamsSchema,
    body: feedbackUpdateSchema,
    response: feedbackMessageSchema,
  }),
  /** The owner's replies to a message, oldest first. */
  replies: endpoint({
    method: "GET",
    path: "/api/feedback/:id/replies",
    params: feedbackIdParamsSchema,
    response: feedbackRepliesSchema,
  }),
  /** Sends the owner's reply to the visitor through the mail outbox and marks the message replied. */
  reply: endpoint({
    method: "POST",
    path: "/api/feedback/:id/replies",
    params: feedbackIdParamsSchema,
    body: feedbackReplyBodySchema,
    response: feedbackReplySchema,
    status: 201,
  }),
  /** Brings a deleted message back (the inbox's Undo), as long as it was not purged. */
  restore: endpoint({
    method: "POST",
    path: "/api/feedback/:id/restore",
    params: feedbackIdParamsSchema,
    response: feedbackMessageSchema,
  }),
  /** Deletes a message: it leaves every folder at once and can be restored for a day (decision 055). */
  remove: endpoint({
    method: "DELETE",
    path: "/api/feedback/:id",
    params: feedbackIdParamsSchema,
    response: null,
    status: 204,
  }),
};
