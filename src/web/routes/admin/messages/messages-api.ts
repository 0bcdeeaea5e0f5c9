import type { QueryClient } from "@tanstack/react-query";
import { endpointUrl } from "#shared/api/endpoint.ts";
import { feedbackEndpoints } from "#shared/feedback/endpoints.ts";
import { inboxPage } from "#shared/feedback/rules.ts";
import type { FeedbackCounts, FeedbackStatus } from "#shared/feedback/schema.ts";
import { feedbackCountsQueryKey } from "#shared/page/owner-seed.ts";
import { call } from "#web/lib/call.ts";

export type MessageFilter = FeedbackStatus | "all";

export const feedbackKeys = {
  all: ["/api/feedback"] as const,
  list: (status: MessageFilter, q: string) => ["/api/feedback", "list", status, q] as const,
  counts: feedbackCountsQueryKey,
  replies: (id: string) => ["/api/feedback", "replies", id] as const,
};

export const messagesApi = {
  /** One page of a folder: the newest without `cursor`, else the page after it. */
  list: (status: MessageFilter, q: string, cursor?: string) =>
    call(feedbackEndpoints.list, { query: { status, q: q || undefined, limit: inboxPage.size, cursor } }),
  counts: () => call(feedbackEndpoints.counts),
  setStatus: (id: string, status: FeedbackStatus) =>
    call(feedbackEndpoints.setStatus, { params: { id }, body: { status } }),
  remove: (id: string) => call(feedbackEndpoints.remove, { params: { id } }),
  restore: (id: string) => call(feedbackEndpoints.restore, { params: { id } }),
  replies: (id: string) => call(feedbackEndpoints.replies, { params: { id } }),
  reply: (id: string, text: string) => call(feedbackEndpoints.reply, { params: { id }, body: { text } }),
};

/** The CSV export is a download link (the browser saves the file; no script reads it). */
export function exportUrl(status: MessageFilter, q: string): string {
  return endpointUrl(feedbackEndpoints.export.path, {}, { status, q: q || undefined });
}

/** After any change: new counts everywhere, lists refetched. */
export function applyCounts(client: QueryClient, counts: FeedbackCounts): void {
  client.setQueryData(feedbackKeys.counts, counts);
}

export function refreshMessages(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: feedbackKeys.all });
}
