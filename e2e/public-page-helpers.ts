import type { Page } from "@playwright/test";
import { defaultSectionContent } from "../src/shared/section-content.ts";
import { defaultSiteConfig } from "../src/shared/site-config.ts";
import { test as base } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";

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
  explain: [about.description.split(" ").slice(0, 3).join(" "), ...services.marquee],
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
