import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import type { Project } from "#shared/projects/schema.ts";
import { defaultSectionContent } from "#shared/sections/content.ts";
import type { ContentSection, SectionType } from "#shared/sections/schema.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { type Texts, textCatalogue, textKeys } from "#shared/texts/catalogue.ts";
import { defaultStrings, findDefaults } from "#shared/texts/default-strings.ts";
import { render } from "#web/entry-server.tsx";
import { ImageSettingsContext, imageSettingsOf } from "./image-settings.ts";
import { ProjectModal } from "./projects/project-modal.tsx";
import { TextsContext } from "./texts.ts";

/**
 * Issue 25 point 1: a site whose every interface text and every section text is the owner's shows none
 * of the defaults. Each text becomes a marked value ("Ö12"), keeping its {placeholders}; the page's
 * markup (text and the attributes a person can see or hear) must hold none of `defaultStrings()`:
 * the catalogue's defaults, the sample sections' texts and the sample owner's name, as whole words.
 * Not looked for (`sharedWords` in default-strings.ts): brand names (LinkedIn, GitHub, Instagram,
 * CodePen, X (Twitter)), fragments with fewer than three letters ("404", "5+", "C", "01") and the
 * sample's technology names (React, Figma…).
 */

let counter = 0;
const mark = (template: string) => `Ö${++counter}${(template.match(/\{\w+\}/g) ?? []).join(" ")}`;

const markedTexts = Object.fromEntries(
  textKeys.map((key) => [key, mark(textCatalogue[key].default)]),
) as Texts;

/** Every string of a section's content marked; addresses, icons, ids and names of fields kept. */
const kept = new Set(["image", "signature", "backgroundImage", "icon", "url", "id", "fields", "socialLinks"]);
function markAll(value: unknown, key = ""): unknown {
  if (kept.has(key)) return value;
  if (typeof value === "string") return value ? mark(value) : value;
  if (Array.isArray(value)) return value.map((item) => markAll(item, key === "skills" ? "" : key));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, markAll(item, name)]));
  return value;
}

const sections: ContentSection[] = Object.entries(defaultSectionContent).map(([type, content]) => ({
  id: type,
  name: type,
  type: type as SectionType,
  status: "published",
  content: markAll(content) as Record<string, unknown>,
  lastModified: "2025-06-01T00:00:00.000Z",
}));

const siteConfig: SiteConfig = {
  ...defaultSiteConfig,
  site: {
    ...defaultSiteConfig.site,
    title: "Åsa Öberg — formgivare",
    author: "Åsa Öberg-Lindqvist",
    language: "sv",
  },
  seo: { ...defaultSiteConfig.seo, metaTitle: "Åsa Öberg — formgivare och utvecklare" },
  contact: {
    ...defaultSiteConfig.contact,
    email: "asa@oberg.se",
    phone: "+46 70 123 45 67",
    location: "Göteborg",
  },
};

const project: Project = {
  id: "p1",
  title: "Fjällstugan",
  description: "Bokningssida för en stuga i fjällen.",
  category: "Webbplatser",
  image: "/media/fjall.webp",
  video: null,
  technologies: ["Svelte", "Rust"],
  features: ["Bokning", "Karta"],
  links: {
    live: "https://fjall.example",
    github: "https://github.com/asa/fjall",
    codepen: "https://codepen.io/asa",
  },
  duration: "3 veckor",
  status: "Completed",
  priority: 0,
  isActive: true,
  position: null,
  imageFocus: null,
  slug: "fjallstugan",
  body: "",
  gallery: [],
  seoTitle: "",
  seoDescription: "",
  socialCard: null,
  createdAt: "2025-05-01T00:00:00.000Z",
  updatedAt: "2025-05-01T00:00:00.000Z",
  imageAsset: null,
};

const data = (projects: Project[]): PageData => ({
  siteConfig,
  components: defaultComponents,
  texts: markedTexts,
  sections,
  latestPosts: [
    { id: "p1", slug: "notes", title: "Notes", summary: "", publishedAt: "2025-05-02T00:00:00.000Z" },
  ],
  projects: {
    items: projects,
    total: projects.length,
    categories: [...new Set(projects.map((item) => item.category))],
    source: "database",
  },
});

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );

/** What a person can see or hear in server-rendered markup: its text and its labelling attributes. */
function perceivable(html: string): string[] {
  const withoutCode = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ");
  const attributes = [
    ...withoutCode.matchAll(/\s(aria-label|aria-description|title|placeholder|alt|value)="([^"]*)"/g),
  ].map((match) => decode(match[2] ?? ""));
  const text = decode(withoutCode.replace(/<[^>]*>/g, " "));
  return [text, ...attributes];
}

function leftDefaults(html: string): string[] {
  return findDefaults(perceivable(html));
}

describe("a site whose every text is the owner's", () => {
  it("marks every text (the test's own check)", () => {
    expect(Object.values(markedTexts).every((text) => text.startsWith("Ö"))).toBe(true);
    expect(defaultStrings().length).toBeGreaterThan(150);
    // A default left on the page would be found:
    expect(
      leftDefaults(
        render("/", { ...data([project]), texts: { ...markedTexts, "page.skipLink": "Skip to content" } }),
      ),
    ).toEqual(['"Skip to content" (page.skipLink)']);
  });

  it("shows none of the defaults on the public page, with projects and with none", () => {
    for (const projects of [[project], []]) {
      const html = render("/", data(projects));
      expect(html).toContain("Ö");
      expect(leftDefaults(html)).toEqual([]);
    }
  });

  it("shows none of the defaults in a project's details", () => {
    const html = renderToString(
      <TextsContext value={{ texts: markedTexts, language: "sv" }}>
        <ImageSettingsContext value={imageSettingsOf(siteConfig)}>
          <ProjectModal project={project} onClose={() => undefined} />
        </ImageSettingsContext>
      </TextsContext>,
    );
    expect(html).toContain(markedTexts["project.live"]);
    expect(leftDefaults(html)).toEqual([]);
  });

  it("shows none of the defaults on the 404 page", () => {
    const html = render("/no-such-page", null, { texts: markedTexts, language: "sv" });
    expect(html).toContain(markedTexts["notFound.title"]);
    expect(leftDefaults(html)).toEqual([]);
  });
});
