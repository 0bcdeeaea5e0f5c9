/** The `trash_entry` table: an entry a save removed from its section, in the Trash (decision 142). */
export interface TrashEntryTable {
  id: string;
  section_id: string;
  /** The content field the entry was in: `entries`, `services`, `experiences`. */
  list: string;
  /** Its place in that list when it was removed. */
  position: number;
  /** The entry whole, as JSON. */
  entry: string;
  title: string;
  deleted_at: string;
  deleted_by_id: string | null;
  deleted_by_name: string | null;
}
