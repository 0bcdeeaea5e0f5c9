import { authMessages } from "../../../shared/auth.ts";
import { ApiError } from "../../lib/api-client.ts";

/**
 * What a screen shows for a failed call: the server's own words for rate limits (they say when to
 * retry) and validation, `fallback` for anything unexpected.
 */
export function messageFor(error: unknown, fallback: string = authMessages.unexpected): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400)) return error.message;
  return fallback;
}
