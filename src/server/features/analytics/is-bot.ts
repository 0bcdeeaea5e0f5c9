import { isbot } from "isbot";

/**
 * Whether a request looks automated rather than a person opening the page: crawlers, link unfurlers,
 * uptime checkers, scripted clients and headless browsers, as recognised by the maintained `isbot`
 * list. A request without a user agent is never a person's browser (every browser sends one).
 */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return isbot(userAgent);
}
