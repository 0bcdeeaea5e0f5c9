import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { linkedinResume } from "./linkedin-archive.ts";

const encode = (text: string) => new TextEncoder().encode(text);

describe("LinkedIn's archive", () => {
  it("reads files in a folder, past a Notes preamble, without the columns it lacks, in any name case", () => {
    const resume = linkedinResume(
      zipSync({
        "Basic_LinkedInDataExport_11-27-2026/Skills.csv": encode(
          'Notes:\n"Skills you added to your profile"\n\nName\nKotlin\n"Jetpack Compose"\n',
        ),
        "Basic_LinkedInDataExport_11-27-2026/profile.csv": encode("First Name,Last Name\nÅsa,Lindqvist\n"),
        "Basic_LinkedInDataExport_11-27-2026/Positions.csv": encode(
          "Company Name,Title,Started On\nNorrsken AB,Android-utvecklare,12/2021\n",
        ),
      }),
    );
    expect(resume.basics).toEqual({ name: "Åsa Lindqvist" });
    expect(resume.skills).toEqual([{ name: "", keywords: ["Kotlin", "Jetpack Compose"] }]);
    // A date in a form LinkedIn does not usually write is kept as the owner's words.
    expect(resume.work).toEqual([
      { name: "Norrsken AB", position: "Android-utvecklare", "x-folio-period": "12/2021" },
    ]);
  });
});
