import { type ShareImage, shareImageTags } from "#server/features/social-cards/card-meta.ts";
import { escapeHtml, headTags, jsonForScript } from "#server/pages/head-tags.ts";
import { resumePagePath } from "#shared/resume/rules.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import type { ResumeModel } from "./resume-model.ts";

/** The current role: the first experience entry whose period runs to today ("2024 – today", "– present", "2023 –"). */
const ongoing = /(today|present|now|current|heute|idag|nu|aujourd|hoy|oggi|hoje|–\s*$|-\s*$)/i;

/** JSON-LD `Person` for the résumé page: name, title, contact, `worksFor` when a role is ongoing, `sameAs` the socials. */
export function resumePerson(model: ResumeModel, config: SiteConfig, url: string) {
  const current = model.experience.find((entry) => entry.company && ongoing.test(entry.period));
  const sameAs = Object.values(config.contact.socialLinks).filter((link) => /^https?:\/\//.test(link));
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: model.name,
    url,
    ...(model.headline ? { jobTitle: model.headline } : {}),
    ...(model.summary ? { description: model.summary } : {}),
    ...(config.contact.email ? { email: `mailto:${config.contact.email}` } : {}),
    ...(model.location ? { address: { "@type": "PostalAddress", addressLocality: model.location } } : {}),
    ...(current ? { worksFor: { "@type": "Organization", name: current.company } } : {}),
    ...(model.skills.length ? { knowsAbout: model.skills.flatMap((group) => group.items).slice(0, 30) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The résumé page's head: title, description, canonical, Open Graph and Twitter card (`card`: its social card), JSON-LD, and its styles. */
export function resumeHead(
  model: ResumeModel,
  config: SiteConfig,
  publicUrl: string,
  noIndex: boolean,
  card: ShareImage,
): string {
  const url = `${publicUrl}${resumePagePath}`;
  const meta = (attr: "name" | "property", key: string, content: string) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : "";
  return [
    headTags({ title: model.meta.title, description: model.meta.description, canonicalUrl: url, noIndex }),
    meta("name", "author", model.name),
    meta("property", "og:type", "profile"),
    meta("property", "og:url", url),
    meta("property", "og:title", model.meta.title),
    meta("property", "og:description", model.meta.description),
    shareImageTags(card),
    meta("property", "og:site_name", config.site.title),
    meta("name", "twitter:card", config.seo.twitterCard),
    meta("name", "twitter:title", model.meta.title),
    meta("name", "twitter:description", model.meta.description),
    `<script type="application/ld+json">${jsonForScript(resumePerson(model, config, url))}</script>`,
    `<style>${resumeCss(model.accent, model.paperSize)}</style>`,
  ]
    .filter(Boolean)
    .join("\n    ");
}

/** The page's styles: a sheet of paper on screen, the bare document in print. `accent` is a validated hex colour. */
function resumeCss(accent: string, paper: ResumeModel["paperSize"]): string {
  return `
html body{background:#e9e8e4;color:#1a1a1a;font-family:var(--font-body,system-ui,sans-serif);line-height:1.55;margin:0}
#root{min-height:100vh;padding:0 16px 48px}
.bar{max-width:820px;margin:0 auto;display:flex;justify-content:space-between;align-items:center;gap:16px;padding:20px 0}
.bar a{color:#1a1a1a;font-weight:600;text-decoration:none;padding:10px 0}
.bar a:hover,.bar a:focus-visible{text-decoration:underline}
.bar .download{background:${accent};color:#fff;padding:10px 18px;border-radius:999px}
.sheet{max-width:820px;margin:0 auto;background:#fff;padding:clamp(24px,6vw,64px);box-shadow:0 1px 2px rgba(0,0,0,.08),0 12px 40px rgba(0,0,0,.08);border-radius:6px;overflow-wrap:anywhere}
.sheet h1{font-family:var(--font-display,inherit);font-size:clamp(2rem,6vw,2.8rem);line-height:1.1;margin:0;letter-spacing:-.01em}
.headline{color:${accent};font-weight:600;font-size:1.15rem;margin:.4rem 0 0}
.contact{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;padding:0 0 1.25rem;margin:1rem 0 0;color:#555;font-size:.92rem;border-bottom:2px solid ${accent}}
.contact a,.entry h3 a{color:#1a1a1a;text-underline-offset:3px}
.sheet h2{color:${accent};font-size:.8rem;letter-spacing:.14em;text-transform:uppercase;margin:2rem 0 .8rem;break-after:avoid}
.sheet p{margin:.2rem 0}
.entries{list-style:none;padding:0;margin:0}
.entry{margin:0 0 1.1rem;break-inside:avoid}
.entry-head{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1rem;align-items:baseline}
.entry h3{font-size:1.05rem;margin:0}
.period,.company,.tech{color:#555}
.period{font-size:.9rem}
.company{font-weight:600}
.tech{font-size:.88rem}
.skills{margin:0;display:grid;gap:.35rem}
.skills div{display:grid;grid-template-columns:minmax(7rem,10rem) 1fr;gap:1rem}
.skills dt{font-weight:600}
.skills dd{margin:0}
figure{margin:0 0 1rem;break-inside:avoid}
blockquote{margin:0}
figcaption{color:#555;font-weight:600;font-size:.92rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
@media (max-width:560px){.skills div{grid-template-columns:1fr;gap:0}.sheet{border-radius:0;margin:0 -16px}}
@page{size:${paper === "LETTER" ? "letter" : "A4"};margin:16mm 16mm}
@media print{html body{background:#fff}#root{padding:0}.bar{display:none}.sheet{box-shadow:none;padding:0;max-width:none;border-radius:0;margin:0}.contact a,.entry h3 a{text-decoration:none}}
`
    .trim()
    .replaceAll("\n", "");
}
