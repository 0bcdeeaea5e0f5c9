import { createRequire } from "node:module";
import { invalid } from "#server/errors.ts";
import { jsonResumeMessages } from "#shared/json-resume/schema.ts";

/**
 * The JSON Resume format (jsonresume.org, schema v1.0.0), the parts Folio reads and writes. The file is
 * checked against the schema the project publishes (@jsonresume/schema, with the jsonschema validator).
 */
export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: {
      address?: string;
      postalCode?: string;
      city?: string;
      countryCode?: string;
      region?: string;
    };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: WorkEntry[];
  volunteer?: (Omit<WorkEntry, "name"> & { organization?: string })[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    url?: string;
    type?: string;
    entity?: string;
  }[];
  references?: { name?: string; reference?: string }[];
  education?: EducationEntry[];
  awards?: ({ title?: string; awarder?: string; summary?: string } & DatedByFolio)[];
  certificates?: ({ name?: string; issuer?: string; url?: string } & DatedByFolio)[];
  publications?: unknown[];
  languages?: { language?: string; fluency?: string }[];
  interests?: unknown[];
  meta?: Record<string, unknown>;
};

export interface WorkEntry {
  name?: string;
  position?: string;
  url?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
  /** Folio's own: a role's period as the owner wrote it ("Spring 2021 – now"), kept through a round trip. */
  "x-folio-period"?: string;
}

/**
 * A certificate's or an award's date: the format's ISO `date`, or Folio's own `x-folio-date`, the date
 * as the owner wrote it ("Spring 2021"), kept through a round trip as `x-folio-period` is.
 */
interface DatedByFolio {
  date?: string;
  "x-folio-date"?: string;
}

export interface EducationEntry extends Pick<WorkEntry, "startDate" | "endDate" | "x-folio-period"> {
  institution?: string;
  area?: string;
  studyType?: string;
}

export const jsonResumeSchemaUrl =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

const require = createRequire(import.meta.url);
let schema: object | undefined;

/** `value` as a JSON Resume, or a 400 naming the first problems (where and what) when it is not one. */
export function checkedJsonResume(value: unknown): JsonResume {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw invalid(jsonResumeMessages.invalid);
  // Loaded on the first import rather than at start, as are the other importers' parsers.
  schema ??= require("@jsonresume/schema/schema.json") as object;
  const { Validator } = require("jsonschema") as typeof import("jsonschema");
  const result = new Validator().validate(value, schema);
  if (!result.valid) {
    const problems = result.errors
      .slice(0, 5)
      .map((error) => `${error.property.replace(/^instance\.?/, "") || "the file"} ${error.message}`);
    throw invalid(`${jsonResumeMessages.invalid}: ${problems.join("; ")}`, { resume: problems.join("; ") });
  }
  return value as JsonResume;
}

/** An ISO date of the format (`2021`, `2021-03`, `2021-03-14`) as the site's language writes a month. */
export function dateText(iso: string, language: string): string {
  const [year, month] = iso.split("-").map(Number);
  if (!year) return iso;
  if (!month) return String(year);
  return new Intl.DateTimeFormat(language, { year: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A role's period in words: Folio's own when the file carries it, else from its dates. */
export function periodText(
  entry: Pick<WorkEntry, "startDate" | "endDate" | "x-folio-period">,
  language: string,
  present: string,
): string {
  if (entry["x-folio-period"]) return entry["x-folio-period"];
  if (!entry.startDate) return entry.endDate ? dateText(entry.endDate, language) : "";
  return `${dateText(entry.startDate, language)} – ${entry.endDate ? dateText(entry.endDate, language) : present}`;
}
