import { pageScriptTags } from "#server/features/site-config/site-scripts.ts";
import { type ShareImage, shareImageTags } from "#server/features/social-cards/card-meta.ts";
import type { Project } from "#shared/projects/schema.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import { cutText } from "#shared/text/graphemes.ts";
import { escapeHtml, headTags, jsonForScript } from "./head-tags.ts";
import type { LoadedPage } from "./page-data.ts";
import { themeStyle } from "./theme-style.ts";

/** A description from the project's own words: its SEO description, else its short description cut at a word. */
export function projectDescription(project: Pick<Project, "seoDescription" | "description">): string {
  if (project.seoDescription) return project.seoDescription;
  const text = project.description.replace(/\s+/g, " ").trim();
  if (text.length <= 160) return text;
  const cut = cutText(text, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 120)).trimEnd()}…`;
}

/** The page's title: the SEO title, else "Project · Site". */
export function projectTitle(project: Pick<Project, "seoTitle" | "title">, siteTitle: string): string {
  return project.seoTitle || (siteTitle ? `${project.title} · ${siteTitle}` : project.title);
}

const absolute = (value: string, publicUrl: string) =>
  /^https?:\/\//i.test(value) ? value : new URL(value, `${publicUrl}/`).href;

/** JSON-LD: the work (source code when it links its source) by the owner, and the breadcrumb to it. */
function structuredData(page: LoadedPage, project: Project, url: string, publicUrl: string, image: string) {
  const { site } = page.siteConfig;
  const author = { "@type": "Person", name: site.author, url: `${publicUrl}/` };
  const work = {
    "@type": project.links.github ? "SoftwareSourceCode" : "CreativeWork",
    "@id": `${url}#work`,
    name: project.title,
    headline: project.title,
    description: projectDescription(project),
    url,
    image,
    author,
    genre: project.category,
    dateCreated: project.createdAt,
    dateModified: project.updatedAt,
    ...(project.technologies.length ? { keywords: project.technologies.join(", ") } : {}),
    ...(project.links.github ? { codeRepository: project.links.github } : {}),
    ...(project.links.live ? { sameAs: project.links.live } : {}),
  };
  const breadcrumb = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: site.title || site.author, item: `${publicUrl}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: page.data.texts["menu.projects"],
        item: `${publicUrl}/#projects`,
      },
      { "@type": "ListItem", position: 3, name: project.title, item: url },
    ],
  };
  return { "@context": "https://schema.org", "@graph": [work, breadcrumb] };
}

/**
 * A project page's head: title, description, canonical, Open Graph (article), Twitter card, JSON-LD,
 * the theme. `card`: the project's generated social card; the owner's uploaded card wins over it.
 */
export function projectHead(
  page: LoadedPage,
  project: Project,
  publicUrl: string,
  card: ShareImage,
  { preview, noIndex = preview }: { preview: boolean; noIndex?: boolean },
): string {
  const { site, seo } = page.siteConfig;
  const url = `${publicUrl}${projectPagePath(project.slug)}`;
  const title = projectTitle(project, site.title);
  const description = projectDescription(project);
  const image: ShareImage = project.socialCard ? { url: absolute(project.socialCard, publicUrl) } : card;
  const meta = (attr: "name" | "property", key: string, content: string) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : "";
  return [
    headTags({ title, description, canonicalUrl: url, noIndex }),
    themeStyle(page.siteConfig, page.data.components),
    meta("name", "author", site.author),
    meta("property", "og:type", "article"),
    meta("property", "og:url", url),
    meta("property", "og:title", project.seoTitle || project.title),
    meta("property", "og:description", description),
    shareImageTags(image),
    meta("property", "og:site_name", site.title),
    meta("property", "article:modified_time", project.updatedAt),
    meta("name", "twitter:card", seo.twitterCard || "summary_large_image"),
    meta("name", "twitter:title", project.seoTitle || project.title),
    meta("name", "twitter:description", description),
    `<script type="application/ld+json">${jsonForScript(structuredData(page, project, url, publicUrl, image.url))}</script>`,
    preview ? "" : pageScriptTags(page.siteConfig),
  ]
    .filter(Boolean)
    .join("\n    ");
}
