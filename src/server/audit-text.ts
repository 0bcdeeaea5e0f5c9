/** A name as the activity log quotes it: “name” (cut at 60 characters), or the fallback when blank. */
import { cutText } from "#shared/text/graphemes.ts";

export function quoted(name: string | undefined | null, fallback: string): string {
  const trimmed = name?.trim();
  if (!trimmed) return fallback;
  return `“${trimmed.length > 60 ? `${cutText(trimmed, 59)}…` : trimmed}”`;
}
