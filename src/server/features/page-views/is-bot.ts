// Crawlers, link unfurlers, uptime checkers, scripted clients and headless browsers.
const botPattern =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|preview|monitor|lighthouse|headless|phantom|curl|wget|python|httpie|go-http|java\/|okhttp|axios|node-fetch|undici|facebookexternalhit|embedly|whatsapp|pingdom|uptime/i;

/**
 * Whether a request looks automated rather than a person opening the page. Every mainstream browser
 * sends a user agent starting with "Mozilla/" (Opera's older ones with "Opera/"); scripts usually do not.
 */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent || !/^(mozilla|opera)\//i.test(userAgent.trim())) return true;
  return botPattern.test(userAgent);
}
