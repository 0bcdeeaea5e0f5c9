import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import type { FeedbackCounts, FeedbackMessage } from "#shared/feedback/schema.ts";
import { applyCounts, refreshMessages } from "./messages-api.ts";
import { reconnectDelayMs, staleAfterMs } from "./reconnect-delay.ts";

export type StreamState = "connecting" | "live" | "retrying";

const parse = <T>(event: MessageEvent): T | undefined => {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return undefined;
  }
};

/**
 * Keeps the dashboard current through Server-Sent Events (GET /api/feedback/stream): counts and lists
 * update and a toast announces each new message. The browser's own retry is replaced by the specification's schedule —
 * 1 s for the first 5 attempts, 5 s up to 15, 10 s up to 100, then 60 s — and a stream that misses its
 * 20 s heartbeats is dropped and reopened. Mount it once (the Messages badge does).
 */
export function useFeedbackStream(): StreamState {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>("connecting");

  useEffect(() => {
    let source: EventSource | undefined;
    let attempt = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let staleTimer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const retry = () => {
      source?.close();
      clearTimeout(staleTimer);
      if (stopped) return;
      setState("retrying");
      retryTimer = setTimeout(connect, reconnectDelayMs(attempt));
      attempt += 1;
    };
    const alive = () => {
      clearTimeout(staleTimer);
      staleTimer = setTimeout(retry, staleAfterMs);
    };

    function connect() {
      setState((current) => (current === "live" ? current : "connecting"));
      source = new EventSource("/api/feedback/stream", { withCredentials: true });
      source.addEventListener("ready", (event) => {
        attempt = 0;
        setState("live");
        alive();
        const data = parse<{ counts: FeedbackCounts }>(event);
        if (data) applyCounts(client, data.counts);
        // Anything that arrived while disconnected shows up now.
        void refreshMessages(client);
      });
      source.addEventListener("ping", alive);
      source.addEventListener("counts", (event) => {
        alive();
        const data = parse<{ counts: FeedbackCounts }>(event);
        if (data) applyCounts(client, data.counts);
        void refreshMessages(client);
      });
      source.addEventListener("feedback", (event) => {
        alive();
        const data = parse<{ message: FeedbackMessage; counts: FeedbackCounts }>(event);
        if (!data) return;
        applyCounts(client, data.counts);
        void refreshMessages(client);
        if (data.message.status === "new") {
          toast(`New message from ${data.message.user_name}`, {
            icon: "✉️",
            id: `feedback-${data.message.id}`,
          });
        }
      });
      // The server is stopping (a restart behind a proxy): come back at once, to a running instance.
      source.addEventListener("reconnect", () => {
        source?.close();
        clearTimeout(staleTimer);
        if (!stopped) retryTimer = setTimeout(connect, 250);
      });
      source.onerror = retry;
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(staleTimer);
      source?.close();
    };
  }, [client]);

  return state;
}
