import { useQuery } from "@tanstack/react-query";
import { feedbackKeys, messagesApi } from "./messages-api.ts";

/** Messages in the "new" folder; kept current by the live stream. */
export function useUnreadCount(): number | undefined {
  const counts = useQuery({ queryKey: feedbackKeys.counts, queryFn: messagesApi.counts, staleTime: 60_000 });
  return counts.data?.new;
}
