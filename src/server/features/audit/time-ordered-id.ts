import { randomBytes } from "node:crypto";

let lastMs = 0;
let sequence = 0;

/**
 * A text id that sorts (as text) in the order this process created it: the zero-padded millisecond,
 * a per-millisecond sequence, then randomness so two processes never collide. The time never goes
 * backwards here, so a clock step back cannot reorder entries either; `at` is that same instant.
 */
export function timeOrderedId(now = Date.now()): { id: string; at: Date } {
  const ms = Math.max(now, lastMs);
  sequence = ms === lastMs ? sequence + 1 : 0;
  lastMs = ms;
  const id = `${String(ms).padStart(15, "0")}-${String(sequence).padStart(6, "0")}-${randomBytes(6).toString("hex")}`;
  return { id, at: new Date(ms) };
}
