import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { defaultResumeOptions } from "#shared/resume/schema.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { buildResumeModel } from "./resume-model.ts";
import { renderResumePdf } from "./resume-pdf.tsx";

/** The first line `pdftotext` reads from the résumé of an owner named `author`: the name. */
async function nameLine(author: string): Promise<string> {
  const model = buildResumeModel({
    siteConfig: { ...defaultSiteConfig, site: { ...defaultSiteConfig.site, author } },
    sections: [],
    projects: [],
    posts: [],
    options: defaultResumeOptions,
    texts: resolveTexts({}),
    publicUrl: "https://folio.test",
  });
  const bytes = await renderResumePdf(model);
  return (
    execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes, encoding: "utf8" }).split(
      "\n",
    )[0] ?? ""
  );
}

describe("the résumé PDF's text, résumé after résumé", () => {
  it("keeps every letter readable after a résumé whose accented letters are built from other glyphs", async () => {
    // Syne draws ü from u and a diaeresis: embedding it once made fontkit keep a "u" mapped to no
    // character, and every later PDF of the process lost its u's in the text layer.
    expect(await nameLine("Ingrid Müller")).toBe("Ingrid Müller");
    expect(await nameLine("Beatriz Figueiredo")).toBe("Beatriz Figueiredo");
    expect(await nameLine("Zoë Åström-Ørsted")).toBe("Zoë Åström-Ørsted");
    expect(await nameLine("Eoin Ó Súilleabháin")).toBe("Eoin Ó Súilleabháin");
  }, 60_000);
});
