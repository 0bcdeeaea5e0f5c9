import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { notFound } from "#server/errors.ts";
import type { TrashedItem } from "#server/features/trash/trash-mark.ts";
import { trashMessages } from "#shared/trash/rules.ts";
import { roleLabels } from "#shared/users/rules.ts";
import {
  deleteRevokedInvitation,
  listRevokedInvitations,
  unrevokeInvitation,
} from "./invitations.repository.ts";

const notInTrash = () => notFound(trashMessages.notInTrash);

/**
 * Revoked invitations in the Trash (issue 40, point 3; decision 142's addendum): listed until the link
 * would have expired (that is when they leave it), restored by making the same link work again.
 * Invitations go in through their own revoke; the Trash is the owner's alone for them.
 */
export function createInvitationTrash({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  return {
    async moveToTrash(): Promise<void> {
      throw notInTrash();
    },

    async restoreFromTrash(id: string): Promise<void> {
      if (!(await unrevokeInvitation(db, id, clock()))) throw notInTrash();
    },

    async trashed(before?: string): Promise<TrashedItem[]> {
      const rows = await listRevokedInvitations(db, clock(), before);
      return rows.map((row) => ({
        id: row.id,
        title: row.email,
        detail: `An invitation as ${roleLabels[row.role === "owner" ? "owner" : "editor"].toLowerCase()}`,
        deletedAt: row.revoked_at ?? "",
        deletedBy: row.revoked_by === null ? null : { id: null, name: row.revoked_by },
        purgeAt: row.expires_at,
      }));
    },

    async removePermanently(id: string): Promise<Record<string, never>> {
      if (!(await deleteRevokedInvitation(db, id))) throw notInTrash();
      return {};
    },
  };
}

export type InvitationTrash = ReturnType<typeof createInvitationTrash>;
