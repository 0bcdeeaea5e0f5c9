import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
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

/** A stream's bytes deflated, or "" for one that is not (an image, a font). */
function inflated(stream: Buffer): string {
  try {
    return inflateSync(stream, { finishFlush: 2 }).toString("latin1");
  } catch {
    return "";
  }
}

/**
 * How many times the PDF draws a font's glyph 0, the box a font draws for a character it lacks: glyph
 * numbers are the hex strings shown by `TJ` in the page's (deflated) content streams, four digits each.
 */
function missingGlyphs(bytes: Buffer): number {
  const pdf = bytes.toString("latin1");
  let missing = 0;
  for (const match of pdf.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const content = inflated(bytes.subarray(start, pdf.indexOf("endstream", start)));
    for (const [, glyphs] of content.matchAll(/<([0-9a-f]+)>(?=[^[\]]*\]\s*TJ)/gi))
      missing += (glyphs?.match(/.{4}/g) ?? []).filter((glyph) => glyph === "0000").length;
  }
  return missing;
}

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
        education: [
          { degree: "بكالوريوس علوم الحاسوب", institution: "جامعة اليرموك", period: "2012 – 2016" },
        ],
        languages: [
          { language: "العربية", fluency: "لغة أم" },
          { language: "English", fluency: "C1" },
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
      // The school and the languages, under the translated headings.
      "التعليم",
      "بكالوريوس علوم الحاسوب",
      "جامعة اليرموك",
      "اللغات",
      "English (C1)",
    ])
      expect(text, words).toContain(words);
    // Digits stay in their order inside the right-to-left line.
    expect(text).toContain("123 4567");
    expect(missingGlyphs(response.rawPayload)).toBe(0);
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

// Longer than a line: Japanese puts no spaces between words.
const longJapanese =
  "長い文章が行をまたいで折り返されるかどうかを確かめるために、もう少し文を足しておきます。日本語は単語の間に空白がありません。";

describe("the generated résumé in East and South Asian scripts, with emoji", () => {
  it("draws a Japanese owner's résumé with Noto Sans JP, and Chinese, Korean, Hindi, Thai and emoji beside it", async () => {
    const config = await as("GET", "/api/site-config");
    await as("PUT", "/api/site-config", {
      ...config,
      site: { ...config.site, author: "佐藤 花子", language: "ja" },
    });
    await as("PATCH", "/api/sections/experience", {
      content: {
        ...defaultExperienceContent,
        experiences: [
          {
            ...defaultExperienceContent.experiences[0],
            position: "シニアフロントエンドエンジニア",
            company: "株式会社月見ソフトウェア",
            description: `東京と大阪で、速くて読みやすいウェブアプリを作りました。🚀 ${longJapanese}`,
          },
          {
            ...defaultExperienceContent.experiences[0],
            position: "前端工程师（们）與體驗設計",
            company: "서울 디자인 스튜디오",
            description: "हिंदी में वेबसाइट · เว็บไซต์ภาษาไทย 👩‍💻 ❤️ 1️⃣",
          },
        ],
        education: [{ degree: "情報工学 学士", institution: "京都大学", period: "2014 – 2018" }],
        certificates: [{ title: "基本情報技術者", issuer: "IPA", date: "2019年4月" }],
        awards: [{ title: "社内ハッカソン優勝 🏆", issuer: "株式会社月見ソフトウェア", date: "2022" }],
        languages: [{ language: "日本語", fluency: "ネイティブ" }],
      },
    });
    const response = await t.app.inject({ url: "/resume.pdf" });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    for (const words of [
      "佐藤 花子",
      "シニアフロントエンドエンジニア",
      "株式会社月見ソフトウェア",
      "東京と大阪で、速くて読みやすいウェブアプリを作りました。",
      "前端工程师（们）與體驗設計",
      "서울 디자인 스튜디오",
      "เว็บไซต์ภาษาไทย",
      // The school, the certificate, the award and the languages, under the Japanese headings.
      "学歴",
      "情報工学 学士",
      "京都大学",
      "資格",
      "基本情報技術者",
      "2019年4月",
      "受賞歴",
      "社内ハッカソン優勝",
      "語学",
      "日本語 (ネイティブ)",
    ])
      expect(text, words).toContain(words);
    // Lists are joined as Japanese writes them.
    expect(text).toContain("React、Redux、Tailwind、JavaScript");
    // The long sentence breaks between words, with no hyphen added at the break (the Japanese font has
    // none: it was drawn as a box), and no character of any script is drawn as a box.
    expect(text.replaceAll(" ", "")).toContain(longJapanese);
    expect(missingGlyphs(response.rawPayload)).toBe(0);
    const fonts = pdfFonts(response.rawPayload);
    for (const family of ["NotoSansJP", "NotoSansKR", "NotoSansDevanagari", "NotoSansThai", "Inter"])
      expect(
        fonts.some((font) => font.startsWith(family)),
        `${family} in ${fonts.join(", ")}`,
      ).toBe(true);
    // Only the slices of the fonts that hold the text's characters are embedded, none of Arabic's.
    expect(fonts.some((font) => font.startsWith("Tajawal"))).toBe(false);
    // The emoji (with variation selectors and a keycap among them) are Twemoji's pictures, drawn as images.
    const images = execFileSync("pdfimages", ["-list", "-"], { input: response.rawPayload, encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean);
    expect(images.length).toBeGreaterThanOrEqual(4);
  });
});

describe("what the PDF cannot draw", () => {
  it("names, in the Résumé tab's state, each character no font holds, and leaves them out of the PDF", async () => {
    expect((await as("GET", "/api/admin/resume")).undrawable).toEqual([]);
    await as("PATCH", "/api/sections/experience", {
      content: {
        ...defaultExperienceContent,
        experiences: [
          {
            ...defaultExperienceContent.experiences[0],
            position: "Egyptologist 𓋹 and maker \ue000 🚀",
          },
        ],
      },
    });
    // The emoji is a picture; the hieroglyph and the private-use character have no font.
    expect((await as("GET", "/api/admin/resume")).undrawable).toEqual(["𓋹", "\ue000"]);
    const config = await as("GET", "/api/site-config");
    await as("PUT", "/api/site-config", { ...config, site: { ...config.site, author: "Ingrid Sørensen" } });
    const response = await t.app.inject({ url: "/resume.pdf" });
    expect(pdfText(response.rawPayload)).toContain("Egyptologist and maker");
    expect(missingGlyphs(response.rawPayload)).toBe(0);
  });
});
