// The generated résumé: how long one takes and how big it is, for the sample owner and a long,
// real-looking one, in two theme colours. Writes the PDFs (and, with pdftoppm, page images) to
// OUT_DIR (default: a temporary folder) to be looked at. `npm run bench:resume`.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildResumeModel } from "#server/features/resume/resume-model.ts";
import { sampleProjects } from "#shared/projects/samples.ts";
import { defaultResumeOptions } from "#shared/resume/schema.ts";
import { defaultExperienceContent } from "#shared/sections/defaults.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";

const outDir = process.env.OUT_DIR ?? mkdtempSync(join(tmpdir(), "folio-resume-bench-"));

const longOwner: SiteConfig = {
  ...defaultSiteConfig,
  theme: { ...defaultSiteConfig.theme, primaryColor: "#e8590c" },
  site: {
    ...defaultSiteConfig.site,
    author: "Maria-Magdalena Wójcik-Hernández",
    title:
      "Maria-Magdalena Wójcik-Hernández — Principal Software Engineer, Distributed Systems & Developer Experience",
  },
  contact: {
    ...defaultSiteConfig.contact,
    email: "maria.magdalena.wojcik-hernandez@example-engineering.dev",
    location: "Kraków, Poland · remote across EU time zones",
    phone: "+48 600 700 800",
  },
};
const jobs = [
  [
    "Principal Software Engineer, Distributed Systems & Developer Experience",
    "Nordlicht Logistics GmbH",
    "March 2021 – today",
  ],
  ["Staff Engineer, Payments Platform", "Zahlungsverkehr AG", "2018 – 2021"],
  ["Senior Full-Stack Developer", "Fjärran Digital AB", "2015 – 2018"],
  ["Software Developer", "Żółty Kot Studio", "2012 – 2015"],
  ["Junior Web Developer (apprenticeship)", "Ville-Marie Web Coop", "2010 – 2012"],
];
const sections: ContentSection[] = [
  {
    id: "experience",
    name: "Experience",
    type: "experience",
    status: "published",
    lastModified: "",
    content: {
      ...defaultExperienceContent,
      experiences: jobs.map(([position, company, duration]) => ({
        position,
        company,
        duration,
        description:
          "Led a team of eight across three countries, replacing a monolith with event-driven services on Kubernetes; cut p99 latency from 1.8 s to 240 ms and on-call pages by two thirds while shipping weekly.",
        technologies: ["TypeScript", "Go", "PostgreSQL", "Kafka"],
        achievements: [
          "Designed the idempotent ledger that settles 4 million payouts a month",
          "Mentored eleven engineers, four of them now tech leads 🚀",
        ],
      })),
      skills: [
        { category: "Languages", items: ["TypeScript", "Go", "Rust", "Python", "SQL", "Kotlin"] },
        {
          category: "Platforms",
          items: ["Kubernetes", "AWS", "GCP", "Terraform", "PostgreSQL", "Kafka", "Redis"],
        },
        { category: "Front end", items: ["React", "Next.js", "Accessibility (WCAG 2.2)", "Design systems"] },
        {
          category: "Practices",
          items: ["Domain-driven design", "Observability", "Incident command", "Technical writing"],
        },
      ],
    },
  },
];

async function measure(
  label: string,
  config: SiteConfig,
  content: ContentSection[],
  render: (model: ReturnType<typeof buildResumeModel>) => Promise<Buffer>,
) {
  const model = buildResumeModel({
    siteConfig: config,
    sections: content,
    projects: sampleProjects,
    posts: [],
    texts: resolveTexts({}),
    publicUrl: "https://folio.example",
    options: { ...defaultResumeOptions, sections: { ...defaultResumeOptions.sections, testimonials: true } },
  });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const bytes = await render(model);
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const file = join(outDir, `${label}.pdf`);
  writeFileSync(file, bytes);
  let pages = "?";
  try {
    pages = /Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1] ?? "?";
    execFileSync("pdftoppm", ["-r", "80", "-png", file, join(outDir, label)]);
  } catch {
    // poppler-utils missing: sizes and times only.
  }
  // CPU time is what the generation costs; wall time also holds the waits of a busy machine.
  console.log(
    `${label.padEnd(22)} ${ms.toFixed(0).padStart(5)} ms (${cpuMs.toFixed(0)} ms CPU)  ${(bytes.length / 1024).toFixed(1).padStart(6)} KB  ${pages} page(s)`,
  );
  return { ms, bytes: bytes.length };
}

const importStarted = performance.now();
const { renderResumePdf } = await import("#server/features/resume/resume-pdf.tsx");
console.log(
  `PDF libraries loaded in ${(performance.now() - importStarted).toFixed(0)} ms (once per process, at the first résumé)`,
);
await measure("warm-up", defaultSiteConfig, [], renderResumePdf);
const results = [
  await measure("sample-owner-blue", defaultSiteConfig, [], renderResumePdf),
  await measure(
    "sample-owner-orange",
    { ...defaultSiteConfig, theme: { ...defaultSiteConfig.theme, primaryColor: "#e8590c" } },
    [],
    renderResumePdf,
  ),
  await measure("long-owner-orange", longOwner, sections, renderResumePdf),
  await measure(
    "long-owner-green",
    { ...longOwner, theme: { ...longOwner.theme, primaryColor: "#2f9e44" } },
    sections,
    renderResumePdf,
  ),
];
const worst = results.reduce((a, b) => ({ ms: Math.max(a.ms, b.ms), bytes: Math.max(a.bytes, b.bytes) }));
console.log(
  `worst: ${worst.ms.toFixed(0)} ms (goal < 1000), ${(worst.bytes / 1024).toFixed(1)} KB (goal < 300 KB); files in ${outDir}`,
);
if (worst.ms >= 1000 || worst.bytes >= 300 * 1024) process.exitCode = 1;
