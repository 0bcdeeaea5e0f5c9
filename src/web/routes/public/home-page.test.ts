import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { Project } from "#shared/projects/schema.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { render } from "#web/entry-server.tsx";

const upload: Project = {
  ...(sampleProjects[0] as Project),
  id: "p1",
  image: "/media/shot.webp",
  imageAsset: { width: 1200, height: 800, srcset: "/media/shot-480.webp 480w, /media/shot-960.webp 960w" },
};

type ConfigChange = { [K in keyof SiteConfig]?: Partial<SiteConfig[K]> };

/** The server-rendered public page for the default configuration with `change` applied. */
function page(change: ConfigChange = {}): string {
  const siteConfig = Object.fromEntries(
    Object.entries(defaultSiteConfig).map(([key, value]) => [
      key,
      { ...value, ...change[key as keyof SiteConfig] },
    ]),
  ) as SiteConfig;
  const data: PageData = {
    siteConfig,
    components: defaultComponents,
    texts: resolveTexts({}),
    sections: [],
    latestPosts: [],
    projects: { items: [upload], total: 1, categories: [upload.category], source: "database" },
  };
  return render("/", data);
}

const tag = (html: string, pattern: RegExp) => html.match(pattern)?.[0] ?? "";
const projectImage = (html: string) => tag(html, /<img[^>]*alt="E-Commerce Platform"[^>]*>/);

describe("the public page follows the site configuration", () => {
  it("shows site.logo before the name, sized, with the author's name as its text", () => {
    expect(page()).not.toMatch(/<img[^>]*alt="Alex Morgan"/);
    const html = page({ site: { logo: "/images/logo.svg" } });
    const logo = tag(html, /<img[^>]*alt="Alex Morgan"[^>]*>/);
    expect(logo).toContain('src="/images/logo.svg"');
    expect(logo).toContain('width="28"');
    expect(logo).toContain('height="28"');
    expect(html).toMatch(/<span class="[^"]*" aria-hidden="true">Alex Morgan<\/span>/);
  });

  it("loads pictures lazily only while performance.enableLazyLoading is on", () => {
    const lazy = page();
    expect(tag(lazy, /<img[^>]*alt="Portrait of Alex Morgan"[^>]*>/)).toContain('loading="lazy"');
    expect(projectImage(lazy)).toContain('loading="lazy"');
    const eager = page({ performance: { enableLazyLoading: false } });
    expect(eager).not.toContain('loading="lazy"');
    expect(projectImage(eager)).toContain('loading="eager"');
  });

  it("offers responsive variants only while performance.enableImageOptimization is on", () => {
    const optimised = projectImage(page({ layout: { mobileBreakpoint: 900 } }));
    expect(optimised).toMatch(/srcset="\/media\/shot-480\.webp 480w/i);
    expect(optimised).toContain('sizes="(max-width: 900px) 50vw');
    const original = projectImage(page({ performance: { enableImageOptimization: false } }));
    expect(original).toContain('src="/media/shot.webp"');
    expect(original).not.toMatch(/srcset|sizes/i);
  });

  it("marks the gallery's compact-layout hooks", () => {
    const html = page();
    for (const hook of ["gallery-grid", "gallery-filters", "card-technologies"]) {
      expect(html).toContain(`data-compact="${hook}"`);
    }
  });

  it("shows contact.phone as a tel: link beside the contact section's five links, only when set", () => {
    const html = page();
    const contact = tag(html, /<section id="contact"[\s\S]*?<\/section>/);
    // Left to right on a right-to-left page too (decision 136).
    expect(contact).toContain('<a href="tel:+15550102025" dir="ltr">+1 555 010 2025</a>');
    const list = tag(contact, /<ul[\s\S]*?<\/ul>/);
    expect(list.match(/<li>/g)).toHaveLength(5);
    expect(list).not.toContain("tel:");
    expect(page({ contact: { phone: "" } })).not.toContain("tel:");
  });
});
