import { EventEmitter } from "node:events";
import { type ChangeBus, createLocalChangeBus } from "#server/changes/change-bus.ts";
import type { FeedbackCounts, FeedbackMessage } from "#shared/feedback/schema.ts";

/** What an open dashboard hears: a new message, or new folder counts after any change. */
export type FeedbackEvent =
  | { type: "feedback"; message: FeedbackMessage; counts: FeedbackCounts }
  | { type: "counts"; counts: FeedbackCounts };

/** What another instance is told: the message's id, never the message (NOTIFY payloads are small). */
type FeedbackWire = { type: "feedback"; id: string } | { type: "counts" };

/** How an instance that hears of a change elsewhere reads it back. */
export interface FeedbackEventSource {
  message(id: string): Promise<FeedbackMessage | undefined>;
  counts(): Promise<FeedbackCounts>;
}

/**
 * Fan-out from the service (after commit) to every open event stream, on this instance and, through
 * the change bus, on every other one: they get the id and read the row themselves (decision 114).
 */
export class FeedbackEvents {
  private readonly emitter = new EventEmitter();

  constructor(
    private readonly bus: ChangeBus = createLocalChangeBus(),
    source?: FeedbackEventSource,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    // Each open dashboard tab is one listener; there is no meaningful small limit.
    this.emitter.setMaxListeners(0);
    bus.subscribe("feedback", (data, origin) => {
      if (origin === "local") return void this.emitter.emit("event", data as FeedbackEvent);
      if (source && this.emitter.listenerCount("event") > 0)
        readBack(data as FeedbackWire, source)
          .then((event) => event && this.emitter.emit("event", event))
          .catch(onError);
    });
  }

  publish(event: FeedbackEvent): void {
    const wire: FeedbackWire =
      event.type === "feedback" ? { type: "feedback", id: event.message.id } : { type: "counts" };
    this.bus.publish("feedback", event, wire).catch(this.onError);
  }

  subscribe(listener: (event: FeedbackEvent) => void): () => void {
    this.emitter.on("event", listener);
    return () => this.emitter.off("event", listener);
  }
}

async function readBack(wire: FeedbackWire, source: FeedbackEventSource): Promise<FeedbackEvent | undefined> {
  if (wire?.type === "feedback") {
    const [message, counts] = await Promise.all([source.message(wire.id), source.counts()]);
    return message ? { type: "feedback", message, counts } : { type: "counts", counts };
  }
  return { type: "counts", counts: await source.counts() };
}
