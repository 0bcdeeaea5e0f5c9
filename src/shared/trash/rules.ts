/**
 * What the Trash holds (issue 40, decision 142): deleted projects and content sections, and the entries
 * a save removed from a section (a testimonial, a service, a role…), and revoked invitations.
 */
export const trashKinds = ["project", "post", "section", "entry", "invitation"] as const;
export type TrashKind = (typeof trashKinds)[number];

/** How long a deleted item stays in the Trash before the daily job removes it for good. */
export const trashKeepDays = 30;
const dayMs = 86_400_000;

/** When an item deleted at `deletedAt` leaves the Trash for good. */
export function purgeTime(deletedAt: string): Date {
  return new Date(Date.parse(deletedAt) + trashKeepDays * dayMs);
}

/** Days left until `purgeAt` at `now`, counting a started day: 30 just after a delete, 0 once due. */
export function daysLeft(purgeAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((purgeAt.getTime() - now.getTime()) / dayMs));
}

/** The moment before which deleted items are due for removal, at `now`. */
export function purgeBefore(now: Date): string {
  return new Date(now.getTime() - trashKeepDays * dayMs).toISOString();
}

export const trashKindLabels: Record<TrashKind, string> = {
  project: "Project",
  post: "Post",
  section: "Content section",
  entry: "Section entry",
  invitation: "Invitation",
};

/** What only the owner sees and handles in the Trash (users are the owner's, decision 067). */
export const ownerOnlyTrashKinds: readonly TrashKind[] = ["invitation"];

export const trashMessages = {
  notInTrash: "This item is not in the Trash.",
  sectionInTrash: (section: string) =>
    `Its section “${section}” is in the Trash: restore the section first, then this entry.`,
  /** The specification's confirmations: deleting moves to the Trash, so they stay as they are. */
  confirmEmpty: "Empty the Trash? Everything in it is deleted for good. This action cannot be undone.",
  confirmDeleteForGood: (title: string) =>
    `Delete “${title}” for good? It cannot be restored afterwards. This action cannot be undone.`,
} as const;
