import type { PostTeaser } from "#shared/posts/post-page.ts";
import { postPagePath } from "#shared/posts/rules.ts";
import type { Project } from "#shared/projects/schema.ts";
import { resumeProjectPath } from "#shared/resume/rules.ts";
import type { ResumeOptions } from "#shared/resume/schema.ts";
import { sectionContent } from "#shared/sections/content.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import { contrastRatio, parseHex, wcagAa } from "#shared/site-config/color-contrast.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { roleInTitle } from "#shared/site-config/site-title.ts";
import { cutText } from "#shared/text/graphemes.ts";
import type { Texts } from "#shared/texts/catalogue.ts";
import { fillText } from "#shared/texts/fill.ts";

/** One résumé, ready to draw: the PDF and the web page show exactly this. */
export interface ResumeModel {
  language: string;
  paperSize: ResumeOptions["paperSize"];
  /** The theme's primary colour, darkened until it reads on white paper (WCAG AA, 4.5:1). */
  accent: string;
  name: string;
  headline: string;
  location: string;
  phone: string;
  /** E-mail, site and socials, in that order: label and absolute address. */
  links: { label: string; href: string }[];
  summary: string;
  experience: ResumeEntry[];
  /** Schools and courses: the degree as `role`, the school as `company`. */
  education: ResumeEntry[];
  /** Certificates, then awards: what as `role`, from whom as `company`, when as `period`. */
  certificates: ResumeEntry[];
  awards: ResumeEntry[];
  skills: { category: string; items: string[] }[];
  /** The languages the owner speaks, drawn as one more row of the skills (`skillRows`). */
  languages: { language: string; fluency: string }[];
  projects: { title: string; description: string; technologies: string[]; href: string }[];
  /** The chosen posts: title, summary, the day published (in the site's language) and the address. */
  writing: { title: string; summary: string; date: string; publishedAt: string; href: string }[];
  testimonials: { quote: string; name: string; role: string }[];
  labels: Pick<
    Texts,
    | "resume.summary"
    | "resume.experience"
    | "resume.skills"
    | "resume.education"
    | "resume.certificates"
    | "resume.awards"
    | "resume.languages"
    | "resume.projects"
    | "resume.writing"
    | "resume.testimonials"
    | "resume.contact"
    | "resume.website"
    | "resume.email"
    | "resume.phone"
    | "resume.viewProject"
  >;
  meta: { title: string; subject: string; keywords: string; description: string };
}

/** One dated entry of a list: a role, a school, a certificate, an award. */
export interface ResumeEntry {
  role: string;
  company: string;
  period: string;
  description: string;
  highlights: string[];
}

export interface ResumeInputs {
  siteConfig: SiteConfig;
  /** Published, normalised sections. */
  sections: readonly ContentSection[];
  /** Active projects in gallery order. */
  projects: readonly Project[];
  /** Published posts (those the owner chose are listed, in the owner's order). */
  posts: readonly PostTeaser[];
  options: ResumeOptions;
  texts: Texts;
  publicUrl: string;
}

/** Text as the résumé draws it: no `*emphasis*` marks, single spaces. */
export function plainText(value: string): string {
  return value
    .replace(/\*([^*]+)\*/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** `color` mixed towards black until it has at least AA contrast on white. */
export function accentOnPaper(color: string): string {
  const rgb = parseHex(color) ?? { r: 8, g: 100, b: 160 };
  for (let step = 0; step <= 20; step += 1) {
    const keep = 1 - step * 0.05;
    const hex = `#${[rgb.r, rgb.g, rgb.b]
      .map((c) =>
        Math.round(c * keep)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")}`;
    if (contrastRatio(hex, "#ffffff") >= wcagAa.text) return hex;
  }
  return "#000000";
}

/** "Alex Morgan — MERN Stack Developer" → "MERN Stack Developer": the role after the dash (the title alone when it has none). */
function headlineFrom(title: string, name: string): string {
  return roleInTitle(title) || (title === name ? "" : title);
}

const socialLabels = {
  linkedin: "LinkedIn",
  github: "GitHub",
  instagram: "Instagram",
  twitter: "X",
} as const;

export function buildResumeModel({
  siteConfig,
  sections,
  projects,
  posts,
  options,
  texts,
  publicUrl,
}: ResumeInputs): ResumeModel {
  const name = plainText(siteConfig.site.author);
  const about = sectionContent(sections, "about");
  const experience = sectionContent(sections, "experience");
  const services = sectionContent(sections, "services");
  const testimonials = sectionContent(sections, "testimonials");
  const contact = siteConfig.contact;
  const site = publicUrl.replace(/\/+$/, "");
  const absolute = (path: string) => (path.startsWith("/") ? `${site}${path}` : path);

  const links: ResumeModel["links"] = [];
  if (contact.email) links.push({ label: contact.email, href: `mailto:${contact.email}` });
  links.push({ label: site.replace(/^https?:\/\//, ""), href: `${site}/` });
  for (const [platform, label] of Object.entries(socialLabels)) {
    const href = contact.socialLinks[platform as keyof typeof socialLabels];
    if (href) links.push({ label, href });
  }

  const chosen = options.projectIds.length
    ? options.projectIds.flatMap((id) => projects.filter((project) => project.id === id))
    : projects.slice(0, 4);

  const skills = experience.skills
    .map((group) => ({
      category: plainText(group.category),
      items: group.items.map(plainText).filter(Boolean),
    }))
    .filter((group) => group.items.length > 0);
  if (skills.length === 0 && services.technologies.length > 0)
    skills.push({
      category: plainText(services.skillsetTitle),
      items: services.technologies.map((t) => plainText(t.name)),
    });
  const languages = experience.languages
    .map((entry) => ({ language: plainText(entry.language), fluency: plainText(entry.fluency) }))
    .filter((entry) => entry.language);
  const entry = (role: string, company: string, period: string): ResumeEntry => ({
    role: plainText(role),
    company: plainText(company),
    period: plainText(period),
    description: "",
    highlights: [],
  });
  const education = options.sections.education;

  const headline = plainText(options.headline || headlineFrom(siteConfig.site.title, siteConfig.site.author));
  const title = fillText(texts["resume.documentTitle"], { name });
  return {
    language: siteConfig.site.language,
    paperSize: options.paperSize,
    accent: accentOnPaper(siteConfig.theme.primaryColor),
    name,
    headline,
    location: plainText(contact.location),
    phone: plainText(contact.phone),
    links,
    summary: options.sections.summary
      ? [about.introduction, about.description].map(plainText).filter(Boolean).join(" ")
      : "",
    experience: options.sections.experience
      ? experience.experiences.map((entry) => ({
          role: plainText(entry.position),
          company: plainText(entry.company),
          period: plainText(entry.duration),
          description: plainText(entry.description),
          highlights: entry.achievements.map(plainText).filter(Boolean),
        }))
      : [],
    education: education
      ? experience.education.map((school) => entry(school.degree, school.institution, school.period))
      : [],
    certificates: education
      ? experience.certificates.map((item) => entry(item.title, item.issuer, item.date))
      : [],
    awards: education ? experience.awards.map((item) => entry(item.title, item.issuer, item.date)) : [],
    skills: options.sections.skills ? skills : [],
    languages: options.sections.skills ? languages : [],
    projects: options.sections.projects
      ? chosen.map((project) => ({
          title: plainText(project.title),
          description: plainText(project.description),
          technologies: project.technologies.map(plainText).filter(Boolean),
          href: absolute(resumeProjectPath(project)),
        }))
      : [],
    writing: options.postIds.flatMap((id) =>
      posts
        .filter((post) => post.id === id)
        .map((post) => ({
          title: plainText(post.title),
          summary: plainText(post.summary),
          date: new Intl.DateTimeFormat(siteConfig.site.language, {
            dateStyle: "medium",
            timeZone: "UTC",
          }).format(new Date(post.publishedAt)),
          publishedAt: post.publishedAt,
          href: absolute(postPagePath(post.slug)),
        })),
    ),
    testimonials: options.sections.testimonials
      ? testimonials.entries.map((entry) => ({
          quote: plainText(entry.content),
          name: plainText(entry.name),
          role: [entry.position, entry.company].map(plainText).filter(Boolean).join(", "),
        }))
      : [],
    labels: {
      "resume.summary": texts["resume.summary"],
      "resume.experience": texts["resume.experience"],
      "resume.skills": texts["resume.skills"],
      "resume.education": texts["resume.education"],
      "resume.certificates": texts["resume.certificates"],
      "resume.awards": texts["resume.awards"],
      "resume.languages": texts["resume.languages"],
      "resume.projects": texts["resume.projects"],
      "resume.writing": texts["resume.writing"],
      "resume.testimonials": texts["resume.testimonials"],
      "resume.contact": texts["resume.contact"],
      "resume.website": texts["resume.website"],
      "resume.email": texts["resume.email"],
      "resume.phone": texts["resume.phone"],
      "resume.viewProject": texts["resume.viewProject"],
    },
    meta: {
      title,
      subject: fillText(texts["resume.subject"], { name }),
      keywords: cutText(
        [
          name,
          headline,
          ...skills.flatMap((group) => group.items),
          ...languages.map((entry) => entry.language),
        ]
          .filter(Boolean)
          .join(", "),
        500,
      ),
      description: fillText(texts["resume.pageDescription"], { name }),
    },
  };
}

/** The skills as drawn: the skill groups, then the languages the owner speaks as a row of their own. */
export function skillRows(model: ResumeModel): ResumeModel["skills"] {
  if (model.languages.length === 0) return model.skills;
  const languages = model.languages.map((entry) =>
    entry.fluency ? `${entry.language} (${entry.fluency})` : entry.language,
  );
  return [...model.skills, { category: model.labels["resume.languages"], items: languages }];
}
