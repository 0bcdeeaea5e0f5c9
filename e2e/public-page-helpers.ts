import { expect, type Locator, type Page } from "@playwright/test";
import { feedbackLimits } from "#shared/feedback/rules.ts";
import { defaultSectionContent } from "#shared/sections/content.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { plainStatement } from "#web/routes/public/sections/marked-words.ts";
import { test as base } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { animationsDone, nextFrames, scrollSettled } from "./support/waits.ts";

const { hero, about, services, experience, testimonials, contact, footer } = defaultSectionContent;

/** Every section's seeded text, by section, as the page must show it. */
export const sectionTexts = {
  navbar: [defaultSiteConfig.site.author, "Resume", "Menu"],
  home: [hero.subtitle, "Stack", "Developer", hero.description],
  about: [about.title, about.introduction],
  unique: [
    "WHAT",
    "MAKES ME",
    "DIFFERENT",
    "Blending Creativity with Functionality",
    ...services.stats.flatMap((stat) => [stat.value, stat.label]),
    ...services.services.map((service) => service.name),
    "Professional Skillset",
    ...services.technologies.map((technology) => technology.name),
  ],
  // The statement as shown: without the owner's *highlight* marks.
  explain: [plainStatement(about.description).split(" ").slice(0, 3).join(" "), ...services.marquee],
  experience: [
    ...experience.experiences.flatMap((entry) => [entry.position, entry.description]),
    experience.quote,
  ],
  projects: ["PROJECTS I WORKED ON 24-25"],
  testimonials: [
    "WHAT PEOPLE SAY ABOUT ME",
    "01",
    "02",
    "03",
    ...testimonials.entries.map((entry) => entry.name),
  ],
  contact: [contact.title, contact.text, "LinkedIn", "Instagram", "GitHub", "Email", "Location"],
  footer: [footer.thankYouMessage, footer.copyright, "2024-2025"],
} satisfies Record<string, string[]>;

/** The testimonials' full quotes, as the page prints them above 550 px. */
export const testimonialQuotes = testimonials.entries.map((entry) => `“${entry.content}”`);

/** The intro's words, line by line. */
export const loaderText = "Developed Portfolio @2025";

/**
 * The visible text of server HTML: `<script>` elements (page data, JSON-LD) dropped, then every tag
 * and comment, whitespace collapsed. Tags join their neighbours without a space, as React renders them.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, "")
    .replace(/\s+/g, " ");
}

/** The loader's text in server HTML, its lines (block spans) separated by a space. */
export function loaderTextIn(html: string): string {
  const title = html.match(/data-testid="loader"[^>]*>\s*<p\b[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? "";
  return title
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export const menuAnchors = ["home", "about", "unique", "projects", "testimonials", "contact"] as const;

/** Waits until the intro has slid away and React has hydrated the page. */
export async function openHome(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
  await page.getByTestId("loader").waitFor({ state: "detached", timeout: 10_000 });
}

/**
 * Holds the page's scripts back, as a slow phone network would, until the returned `release()` is
 * called (the page's HTML and styles still arrive).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until React has hydrated `locator`'s element (its props are attached): a click then works. */
export async function waitHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/**
 * Scrolls down the whole page half a viewport at a time, then back to the top, so every
 * scroll-triggered reveal (hidden until its section comes into view) has run once.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const { total, step } = await page.evaluate(() => ({
    total: document.documentElement.scrollHeight,
    step: Math.round(window.innerHeight / 2),
  }));
  for (let top = step; top < total + step; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    // A frame drawn at each stop: what comes into view there is seen, and its reveal starts.
    await nextFrames(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollSettled(page);
  await animationsDone(page);
}

/**
 * Waits until the contact form has been open longer than the time a person needs at least (the server
 * takes a message sent faster for a bot's): the form notes when it came alive in `form_started_at`.
 */
export async function afterMinimumFillTime(page: Page): Promise<void> {
  await page.waitForFunction((minFillMs) => {
    const input = document.querySelector<HTMLInputElement>('input[name="form_started_at"]');
    return Boolean(input?.value) && Date.now() - Number(input?.value) > minFillMs;
  }, feedbackLimits.minFillMs);
}

/**
 * Waits until the boot script of a page whose own script has not run yet has noted the press of
 * `button` (the page's script presses it again once it runs): the press has been dispatched and every
 * listener the page has so far has answered it.
 */
export async function pressNoted(button: Locator): Promise<void> {
  await expect
    .poll(() =>
      button.evaluate(
        (node) => (window as unknown as { folioBoot?: { held: Element | null } }).folioBoot?.held === node,
      ),
    )
    .toBe(true);
}

/**
 * `test` with its own fresh server per worker: the public journeys read the seeded defaults, so no
 * other journey's edits (admin screens share the default server) can change what they see.
 */
export const test = base.extend<object, { publicFolio: FolioServer }>({
  publicFolio: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startFolio();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ publicFolio }, use) => use(publicFolio.url),
});
