import { invalid } from "#server/errors.ts";

/** Where a page of the inbox ends: its last message's time and id, the list's sort key. */
export interface FeedbackCursor {
  createdAt: string;
  id: string;
}

/** The opaque `nextCursor` the owner's client sends back for the following page. */
export function encodeCursor({ createdAt, id }: FeedbackCursor): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

export function decodeCursor(cursor: string): FeedbackCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  const [createdAt, id] = Array.isArray(value) && value.length === 2 ? (value as unknown[]) : [];
  if (typeof createdAt === "string" && typeof id === "string") return { createdAt, id };
  throw invalid("This page of messages does not exist. Reload the inbox.", { cursor: "Invalid cursor" });
}
