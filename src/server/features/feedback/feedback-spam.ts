import { feedbackLimits, honeypotField } from "#shared/feedback/rules.ts";
import type { FeedbackSubmission, SpamReason } from "#shared/feedback/schema.ts";

/** A web address in a message: with its scheme, or starting with `www.`. */
const linkPattern = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>"'`]+/gi;

/** One address however it is written: no scheme, no `www.`, no trailing punctuation or slash, any case. */
function linkKey(link: string): string {
  return link
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[.,;:!?)\]}]+$/, "")
    .replace(/\/+$/, "");
}

/**
 * A message that is mostly links (more than half of its words are links, or three or more links with
 * fewer than three other words per link) or that repeats one link (three times or more) is what link
 * spam looks like; a message that mentions a site or two among its sentences is not (decision 073).
 */
export function isLinkSpam(message: string): boolean {
  const links = message.match(linkPattern) ?? [];
  if (links.length === 0) return false;
  const words = message.split(/\s+/).filter(Boolean).length;
  const others = Math.max(0, words - links.length);
  if (links.length > others) return true;
  if (links.length >= 3 && others < 3 * links.length) return true;
  const seen = new Map<string, number>();
  for (const link of links) {
    const key = linkKey(link);
    const count = (seen.get(key) ?? 0) + 1;
    if (count >= 3) return true;
    seen.set(key, count);
  }
  return false;
}

/**
 * Spam defence (decisions 026, 073): a filled honeypot, a form sent faster than a person can fill it
 * in, or a message made of links.
 */
export function spamVerdict(input: FeedbackSubmission): SpamReason | null {
  if ((input[honeypotField] ?? "").trim() !== "") return "honeypot";
  if (input.fill_ms === undefined || input.fill_ms < feedbackLimits.minFillMs) return "fill_time";
  if (isLinkSpam(input.message)) return "links";
  return null;
}
