import { createRequire } from "node:module";
import { unzipSync } from "fflate";
import { AppError, invalid } from "#server/errors.ts";
import type { JsonResume, WorkEntry } from "./json-resume-format.ts";

/**
 * The ZIP LinkedIn sends with "Get a copy of your data", read as a JSON Resume (decision 144), so it
 * takes the same preview and import. Only its CSV files about the profile are read (Profile, Email
 * Addresses, PhoneNumbers, Positions, Education, Certifications, Honors, Languages, Skills, Projects,
 * Recommendations_Received), each at
 * most 5 MB unpacked; a missing file or column is simply absent.
 */
export const linkedinMessages = {
  notZip: "The file is not a ZIP archive: choose the ZIP LinkedIn sent you",
  noProfile:
    "The archive holds none of LinkedIn's profile files (Profile.csv, Positions.csv…): choose the ZIP from LinkedIn's “Get a copy of your data”",
  tooLarge: (name: string) => `${name} is larger than LinkedIn's files are (over 5 MB unpacked)`,
} as const;

const wanted = [
  "Profile.csv",
  "Email Addresses.csv",
  "PhoneNumbers.csv",
  "Positions.csv",
  "Education.csv",
  "Certifications.csv",
  "Honors.csv",
  "Languages.csv",
  "Skills.csv",
  "Projects.csv",
  "Recommendations_Received.csv",
];
const maxFileBytes = 5 * 1024 * 1024;

type Row = Record<string, string>;

const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

const require = createRequire(import.meta.url);

/** The archive's wanted CSV files by name, parsed into rows keyed by their header. */
function readTables(zip: Uint8Array): Map<string, Row[]> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        if (!wanted.some((name) => name.toLowerCase() === baseName(file.name).toLowerCase())) return false;
        if (file.originalSize > maxFileBytes) throw invalid(linkedinMessages.tooLarge(baseName(file.name)));
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(linkedinMessages.notZip);
  }
  // Loaded on the first import rather than at start.
  const { parse } = require("csv-parse/sync") as typeof import("csv-parse/sync");
  const tables = new Map<string, Row[]>();
  for (const [path, bytes] of Object.entries(files)) {
    // Some of LinkedIn's files open with "Notes:" lines and a blank line before the header.
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF?Notes:[\s\S]*?\r?\n\r?\n/, "");
    const rows: Row[] = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    });
    const name = wanted.find((candidate) => candidate.toLowerCase() === baseName(path).toLowerCase());
    if (name) tables.set(name, rows);
  }
  if (tables.size === 0) throw invalid(linkedinMessages.noProfile);
  return tables;
}

const words = (value: string | undefined) => value?.trim() || undefined;

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** LinkedIn's "Mar 2021" or "2021" as an ISO date of the format; undefined for anything else. */
function isoDate(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  const monthYear = /^([A-Za-z]{3})[a-z]*\.? (\d{4})$/.exec(text);
  const month = monthYear ? months.indexOf((monthYear[1] ?? "").toLowerCase()) : -1;
  if (monthYear && month >= 0) return `${monthYear[2]}-${String(month + 1).padStart(2, "0")}`;
  return /^\d{4}$/.test(text) ? text : undefined;
}

/**
 * A period from two of the row's columns (a position's "Started On" and "Finished On", a school's "Start
 * Date" and "End Date"); one LinkedIn wrote in another form ("12/2021") is kept as the owner's words.
 */
function datesOf(
  row: Row,
  [startColumn, endColumn] = ["Started On", "Finished On"],
): Pick<WorkEntry, "startDate" | "endDate" | "x-folio-period"> {
  const start = isoDate(row[startColumn]);
  const end = isoDate(row[endColumn]);
  if ((row[startColumn] && !start) || (row[endColumn] && !end))
    return { "x-folio-period": [row[startColumn], row[endColumn]].filter(Boolean).join(" – ") };
  return { ...(start ? { startDate: start } : {}), ...(end ? { endDate: end } : {}) };
}

/** A certificate's or an honour's one date: ISO when LinkedIn wrote "Mar 2021", else as written. */
function dateOf(value: string | undefined): { date?: string; "x-folio-date"?: string } {
  const iso = isoDate(value);
  if (iso) return { date: iso };
  return words(value) ? { "x-folio-date": words(value) } : {};
}

/** The archive as a JSON Resume. */
export function linkedinResume(zip: Uint8Array): JsonResume {
  const tables = readTables(zip);
  const rows = (name: string) => tables.get(name) ?? [];
  const profile = rows("Profile.csv")[0] ?? {};
  const email =
    rows("Email Addresses.csv").find((row) => row.Primary?.toLowerCase() === "yes") ??
    rows("Email Addresses.csv")[0];
  const name = [profile["First Name"], profile["Last Name"]].filter((part) => part?.trim()).join(" ");
  const skills = rows("Skills.csv")
    .map((row) => row.Name?.trim() ?? "")
    .filter(Boolean);
  return {
    basics: {
      ...(name ? { name } : {}),
      ...(words(profile.Headline) ? { label: words(profile.Headline) } : {}),
      ...(words(profile.Summary) ? { summary: words(profile.Summary) } : {}),
      ...(words(email?.["Email Address"]) ? { email: words(email?.["Email Address"]) } : {}),
      ...(words(rows("PhoneNumbers.csv")[0]?.Number)
        ? { phone: words(rows("PhoneNumbers.csv")[0]?.Number) }
        : {}),
      ...(words(profile["Geo Location"]) ? { location: { address: words(profile["Geo Location"]) } } : {}),
    },
    work: rows("Positions.csv").map((row) => ({
      name: row["Company Name"] ?? "",
      position: row.Title ?? "",
      ...(words(row.Description) ? { summary: words(row.Description) } : {}),
      ...datesOf(row),
    })),
    education: rows("Education.csv").map((row) => ({
      institution: row["School Name"] ?? "",
      ...(words(row["Degree Name"]) ? { studyType: words(row["Degree Name"]) } : {}),
      ...datesOf(row, ["Start Date", "End Date"]),
    })),
    certificates: rows("Certifications.csv").map((row) => ({
      name: row.Name ?? "",
      ...(words(row.Authority) ? { issuer: words(row.Authority) } : {}),
      ...dateOf(row["Started On"]),
    })),
    awards: rows("Honors.csv").map((row) => ({
      title: row.Title ?? "",
      ...(words(row.Description) ? { summary: words(row.Description) } : {}),
      ...dateOf(row["Issued On"]),
    })),
    languages: rows("Languages.csv").map((row) => ({
      language: row.Name ?? "",
      ...(words(row.Proficiency) ? { fluency: words(row.Proficiency) } : {}),
    })),
    // LinkedIn's skills are one list: one group, named by the site's own word for skills.
    skills: skills.length > 0 ? [{ name: "", keywords: skills }] : [],
    projects: rows("Projects.csv").map((row) => ({
      name: row.Title ?? "",
      description: row.Description ?? "",
      ...(words(row.Url) ? { url: words(row.Url) } : {}),
    })),
    references: rows("Recommendations_Received.csv")
      .filter((row) => !row.Status || row.Status.toUpperCase() === "VISIBLE")
      .map((row) => ({
        name: [
          [row["First Name"], row["Last Name"]].filter((part) => part?.trim()).join(" "),
          [row["Job Title"], row.Company].filter((part) => part?.trim()).join(", "),
        ]
          .filter(Boolean)
          .join(", "),
        reference: row.Text ?? "",
      })),
  };
}
