import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultExperienceContent } from "#shared/sections/defaults.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

/** What an applicant-tracking system reads: the PDF's text by poppler's pdftotext, in reading order. */
function pdfText(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "folio-resume-")), "resume.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

const roles = [
  "Staff Engineer, Platform Reliability",
  "Senior Frontend Developer",
  "Junior Developer (apprentice)",
];

async function as(method: "GET" | "PUT" | "PATCH" | "POST", url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: { cookie }, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

describe("the generated résumé's text", () => {
  it("holds the owner's name, every role and the chosen projects, in that order, and follows a saved change", async () => {
    const config = await as("GET", "/api/site-config");
    await as("PUT", "/api/site-config", {
      ...config,
      site: { ...config.site, author: "Ingrid Sørensen-Müller" },
    });
    await as("PATCH", "/api/sections/experience", {
      content: {
        ...defaultExperienceContent,
        experiences: roles.map((position, n) => ({
          ...defaultExperienceContent.experiences[0],
          position,
          company: `Company ${n + 1}`,
        })),
      },
    });
    const ids: string[] = [];
    for (const title of ["Alpha Ledger", "Bravo Maps", "Charlie Chat"]) {
      const project = await as("POST", "/api/projects", {
        title,
        description: `${title} description.`,
        category: "Web Development",
      });
      ids.push(project.id);
    }
    const { options } = await as("GET", "/api/admin/resume");
    // The owner's order, not the gallery's: Charlie, then Alpha; Bravo left out.
    await as("PUT", "/api/admin/resume", { ...options, projectIds: [ids[2], ids[0]] });

    const response = await t.app.inject({ url: "/resume.pdf" });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    const order = ["Ingrid Sørensen-Müller", ...roles, "Charlie Chat", "Alpha Ledger"].map((words) =>
      text.indexOf(words),
    );
    expect(
      order.every((at) => at >= 0),
      text,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toContain("Bravo Maps");

    const pdfInfo = execFileSync("pdfinfo", ["-"], { input: response.rawPayload, encoding: "utf8" });
    expect(pdfInfo).toMatch(/Title:\s+Ingrid Sørensen-Müller — Résumé/);
    expect(pdfInfo).toMatch(/Author:\s+Ingrid Sørensen-Müller/);
    expect(pdfInfo).toMatch(/Page size:.*\(A4\)/);

    // A saved change reaches the PDF: a renamed role and US Letter paper.
    const experience = await as("GET", "/api/sections/experience");
    experience.content.experiences[1].position = "Lead Frontend Developer";
    await as("PATCH", "/api/sections/experience", { content: experience.content });
    await as("PUT", "/api/admin/resume", { ...options, projectIds: [ids[2], ids[0]], paperSize: "LETTER" });
    const changed = await t.app.inject({ url: "/resume.pdf" });
    expect(pdfText(changed.rawPayload)).toContain("Lead Frontend Developer");
    expect(execFileSync("pdfinfo", ["-"], { input: changed.rawPayload, encoding: "utf8" })).toMatch(
      /\(letter\)/,
    );
  });
});

/** The fonts the PDF embeds, by poppler's pdffonts (one name per line, subset prefix dropped). */
function pdfFonts(bytes: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), "folio-resume-")), "resume.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdffonts", [file], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((line) => (line.split(/\s+/)[0] ?? "").replace(/^[A-Z]{6}\+/, ""));
}

describe("the generated résumé in the owner's script", () => {
  it("draws an Arabic owner's résumé with an Arabic font, in reading order, with Latin and other scripts beside it", async () => {
    const config = await as("GET", "/api/site-config");
    await as("PUT", "/api/site-config", {
      ...config,
      site: { ...config.site, author: "ليلى حداد", language: "ar" },
      contact: { ...config.contact, phone: "+962 79 123 4567" },
    });
    await as("PATCH", "/api/sections/experience", {
      content: {
        ...defaultExperienceContent,
        experiences: [
          {
            ...defaultExperienceContent.experiences[0],
            position: "مهندسة برمجيات أولى",
            company: "شركة النخيل للتقنية",
            description: "بنيت واجهات React سريعة في عمّان ودبي.",
          },
          {
            ...defaultExperienceContent.experiences[0],
            position: "Разработчица интерфейсов",
            company: "Nguyễn & Παπαδόπουλος · מפתחת",
            description: "",
          },
        ],
      },
    });
    const response = await t.app.inject({ url: "/resume.pdf" });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const words of [
      "ليلى حداد",
      "مهندسة برمجيات أولى",
      "شركة النخيل للتقنية",
      "بنيت واجهات",
      "سريعة في عمّان ودبي",
      "Разработчица интерфейсов",
      "Nguyễn",
      "Παπαδόπουλος",
      "מפתחת",
    ])
      expect(text, words).toContain(words);
    // Digits stay in their order inside the right-to-left line.
    expect(text).toContain("123 4567");
    const fonts = pdfFonts(response.rawPayload);
    expect(
      fonts.some((font) => font.startsWith("Tajawal")),
      fonts.join(", "),
    ).toBe(true);
    expect(
      fonts.some((font) => font.startsWith("NotoSansHebrew")),
      fonts.join(", "),
    ).toBe(true);
    expect(
      fonts.some((font) => font.startsWith("Inter")),
      fonts.join(", "),
    ).toBe(true);
  });
});
