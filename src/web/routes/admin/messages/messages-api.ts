import type { QueryClient } from "@tanstack/react-query";
import { inboxPage } from "#shared/feedback/rules.ts";
import type {
  FeedbackCounts,
  FeedbackList,
  FeedbackMessage,
  FeedbackStatus,
} from "#shared/feedback/schema.ts";
import { api } from "#web/lib/api-client.ts";

export type MessageFilter = FeedbackStatus | "all";

export const feedbackKeys = {
  all: ["/api/feedback"] as const,
  list: (status: MessageFilter, q: string) => ["/api/feedback", "list", status, q] as const,
  counts: ["/api/feedback", "counts"] as const,
};

export const messagesApi = {
  /** One page of a folder: the newest without `cursor`, else the page after it. */
  list: (status: MessageFilter, q: string, cursor?: string) =>
    api.get<FeedbackList>("/api/feedback", {
      query: { status, q: q || undefined, limit: inboxPage.size, cursor },
    }),
  counts: () => api.get<FeedbackCounts>("/api/feedback/counts"),
  setStatus: (id: string, status: FeedbackStatus) =>
    api.patch<FeedbackMessage>(`/api/feedback/${encodeURIComponent(id)}`, { status }),
  remove: (id: string) => api.delete<void>(`/api/feedback/${encodeURIComponent(id)}`),
};

/** The CSV export is a download link (the browser saves the file; no script reads it). */
export function exportUrl(status: MessageFilter, q: string): string {
  const params = new URLSearchParams({ status });
  if (q) params.set("q", q);
  return `/api/feedback/export?${params}`;
}

/** After any change: new counts everywhere, lists refetched. */
export function applyCounts(client: QueryClient, counts: FeedbackCounts): void {
  client.setQueryData(feedbackKeys.counts, counts);
}

export function refreshMessages(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: feedbackKeys.all });
}
