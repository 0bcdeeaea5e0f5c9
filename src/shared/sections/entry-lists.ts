import type { SectionType } from "./schema.ts";

/** A list of a section whose entries go to the Trash one by one when a save removes them. */
export interface EntryList {
  /** The content field holding the list. */
  field: string;
  /** What one entry is, for the Trash ("a testimonial in “Testimonials”"). */
  noun: string;
  /** The fields that name an entry, joined for its title in the Trash. */
  named: readonly string[];
}

/** The entry lists of each section type (issue 40, point 3; decision 142's addendum). */
export const entryLists: Partial<Record<SectionType, readonly EntryList[]>> = {
  testimonials: [{ field: "entries", noun: "testimonial", named: ["name", "company"] }],
  services: [{ field: "services", noun: "service", named: ["name"] }],
  experience: [
    { field: "experiences", noun: "role", named: ["position", "company"] },
    { field: "education", noun: "school", named: ["degree", "institution"] },
    { field: "certificates", noun: "certificate", named: ["title", "issuer"] },
    { field: "awards", noun: "award", named: ["title", "issuer"] },
  ],
};

/** An entry's title in the Trash: its naming fields that are filled, joined ("Priya Raman, Northwind Labs"). */
export function entryTitle(list: EntryList, entry: Record<string, unknown>): string {
  return list.named
    .map((field) => entry[field])
    .filter((value): value is string => typeof value === "string" && value.trim() !== "")
    .map((value) => value.trim())
    .join(", ");
}
