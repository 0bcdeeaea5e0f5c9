import { EventEmitter } from "node:events";
import type { FeedbackCounts, FeedbackMessage } from "#shared/feedback/schema.ts";

/** What an open dashboard hears: a new message, or new folder counts after any change. */
export type FeedbackEvent =
  | { type: "feedback"; message: FeedbackMessage; counts: FeedbackCounts }
  | { type: "counts"; counts: FeedbackCounts };

/** In-process fan-out from the service (after commit) to every open event stream. */
export class FeedbackEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Each open dashboard tab is one listener; there is no meaningful small limit.
    this.emitter.setMaxListeners(0);
  }

  publish(event: FeedbackEvent): void {
    this.emitter.emit("event", event);
  }

  subscribe(listener: (event: FeedbackEvent) => void): () => void {
    this.emitter.on("event", listener);
    return () => this.emitter.off("event", listener);
  }
}
