import Bowser from "bowser";
import { isBot } from "./is-bot.ts";

const automated = /headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|electron/i;

/** A bot, a crawler or a headless or scripted browser: never counted (decision 064). */
export function isAutomated(userAgent: string | undefined): boolean {
  return isBot(userAgent) || automated.test(userAgent ?? "");
}

export interface ParsedAgent {
  device: string;
  browser: string;
  os: string;
}

const cache = new Map<string, ParsedAgent>();

/** Device type, browser and OS from a User-Agent (bowser), remembered for the few agents of a day. */
export function parseAgent(userAgent: string): ParsedAgent {
  const known = cache.get(userAgent);
  if (known) return known;
  const parser = Bowser.getParser(userAgent);
  const parsed = {
    device: parser.getPlatformType(true) || "unknown",
    browser: parser.getBrowserName() || "Other",
    os: parser.getOSName() || "Other",
  };
  if (cache.size > 2_000) cache.clear();
  cache.set(userAgent, parsed);
  return parsed;
}
