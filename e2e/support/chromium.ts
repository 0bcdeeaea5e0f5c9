import { existsSync } from "node:fs";

/**
 * The browser for the journeys: CHROME_PATH, else Debian's headless shell (`chromium-headless-shell`: the
 * same Chromium without the desktop browser around it, about a fifth less CPU over the whole suite,
 * decision 128), else Debian's Chromium. Browser journeys never download a browser of their own.
 */
export function chromiumPath(): string {
  const candidates = [
    process.env.CHROME_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser journeys. Install it with `apt-get install -y chromium-headless-shell` (or `chromium`), or set CHROME_PATH.",
    );
  }
  return found;
}
