import type { ResumeModel } from "#server/features/resume/resume-model.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { type JsonResume, jsonResumeSchemaUrl } from "./json-resume-format.ts";

const networks = ["LinkedIn", "GitHub", "Instagram", "X"];

/**
 * The résumé as a JSON Resume (v1.0.0): the same words the PDF shows. A role's period is free text in
 * Folio ("Feb 2021 – now"), which the format's ISO dates cannot hold: it goes in `x-folio-period`, which
 * an import reads back, and other tools ignore; a certificate's or an award's date likewise goes in
 * `x-folio-date`. A school's degree ("MSc, Computer Science") is one text in Folio: it goes in `area`.
 */
export function toJsonResume(
  model: ResumeModel,
  contact: SiteConfig["contact"],
  publicUrl: string,
  /** The About section's photo (a media library address), written whole. */
  photo = "",
): JsonResume {
  const site = publicUrl.replace(/\/+$/, "");
  return {
    $schema: jsonResumeSchemaUrl,
    basics: {
      name: model.name,
      ...(model.headline ? { label: model.headline } : {}),
      ...(contact.email ? { email: contact.email } : {}),
      ...(model.phone ? { phone: model.phone } : {}),
      url: `${site}/`,
      ...(photo ? { image: new URL(photo, `${site}/`).href } : {}),
      ...(model.summary ? { summary: model.summary } : {}),
      ...(model.location ? { location: { address: model.location } } : {}),
      profiles: model.links
        .filter((link) => networks.includes(link.label))
        .map((link) => ({ network: link.label, url: link.href })),
    },
    work: model.experience.map((entry) => ({
      name: entry.company,
      position: entry.role,
      ...(entry.description ? { summary: entry.description } : {}),
      highlights: entry.highlights,
      "x-folio-period": entry.period,
    })),
    education: model.education.map((school) => ({
      institution: school.company,
      area: school.role,
      "x-folio-period": school.period,
    })),
    certificates: model.certificates.map((item) => ({
      name: item.role,
      ...(item.company ? { issuer: item.company } : {}),
      "x-folio-date": item.period,
    })),
    awards: model.awards.map((item) => ({
      title: item.role,
      ...(item.company ? { awarder: item.company } : {}),
      "x-folio-date": item.period,
    })),
    skills: model.skills.map((group) => ({ name: group.category, keywords: group.items })),
    languages: model.languages.map((entry) => ({
      language: entry.language,
      ...(entry.fluency ? { fluency: entry.fluency } : {}),
    })),
    projects: model.projects.map((project) => ({
      name: project.title,
      description: project.description,
      keywords: project.technologies,
      url: project.href,
    })),
    publications: model.writing.map((post) => ({
      name: post.title,
      releaseDate: post.publishedAt.slice(0, 10),
      url: post.href,
      ...(post.summary ? { summary: post.summary } : {}),
    })),
    references: model.testimonials.map((entry) => ({
      name: [entry.name, entry.role].filter(Boolean).join(", "),
      reference: entry.quote,
    })),
    meta: { canonical: `${site}/resume.json`, version: "v1.0.0" },
  };
}
