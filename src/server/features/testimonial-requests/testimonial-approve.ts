import type { Db } from "#server/db/columns.ts";
import { conflict } from "#server/errors.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import { listSections } from "#server/features/sections/sections.repository.ts";
import type { SectionsService } from "#server/features/sections/sections.service.ts";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import type { SubmissionRow } from "./testimonial-requests.repository.ts";

export interface ApproveDeps {
  /** The section's own save in the approval's transaction: a version in its history, like any edit. */
  sections: Pick<SectionsService, "updateIn">;
}

/**
 * The approved testimonial as a new entry of the Testimonials section the page shows (the published
 * one; else the first in the owner's list), at `position` among its entries (the end when left out).
 * Its number is left empty, so the page numbers it by its place.
 */
export async function appendToTestimonials(
  { sections }: ApproveDeps,
  trx: Db,
  row: SubmissionRow,
  position: number | undefined,
  by?: SavedBy,
): Promise<void> {
  const all = (await listSections(trx)).filter((section) => section.type === "testimonials");
  const section = all.find((candidate) => candidate.status === "published") ?? all[0];
  if (!section)
    throw conflict("There is no Testimonials section to add it to. Add one in the Content tab first.");
  const content = normalizeSectionContent("testimonials", section.content);
  const entry = {
    id: "",
    name: row.name,
    position: row.role,
    company: row.company,
    content: row.text,
    rating: Number(row.rating),
    image: row.photo,
  };
  const entries = [...content.entries];
  entries.splice(Math.min(position ?? entries.length, entries.length), 0, entry);
  await sections.updateIn(trx, section.id, { content: { ...section.content, entries } }, by);
}
