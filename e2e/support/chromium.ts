import { existsSync } from "node:fs";

/** Debian's Chromium (or CHROME_PATH); browser journeys never download a browser of their own. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser journeys. Install it with `apt-get install -y chromium`, or set CHROME_PATH.",
    );
  }
  return found;
}
