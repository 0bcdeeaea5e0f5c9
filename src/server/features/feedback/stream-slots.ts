/** How many live-update streams one client address may hold open at once (a few dashboard tabs). */
export const MAX_STREAMS_PER_CLIENT = 5;

/**
 * Counts open event streams per client address (`request.ip`, so it is the visitor's address
 * behind a trusted proxy). `acquire` answers a release function, or undefined when the client is at
 * its cap; releasing twice is harmless.
 */
export class StreamSlots {
  readonly #open = new Map<string, number>();

  constructor(private readonly limit = MAX_STREAMS_PER_CLIENT) {}

  acquire(client: string): (() => void) | undefined {
    const count = this.#open.get(client) ?? 0;
    if (count >= this.limit) return undefined;
    this.#open.set(client, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#open.get(client) ?? 1) - 1;
      if (left > 0) this.#open.set(client, left);
      else this.#open.delete(client);
    };
  }
}
