import type { Selectable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { UserInvitationTable } from "#server/features/auth/auth.table.ts";
import type { Role } from "#shared/auth/schema.ts";

// The queries of the Users tab's invitations (better-auth creates the account when one is accepted).

export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  tokenHash: string;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

function toInvitation(row: Selectable<UserInvitationTable>): InvitationRow {
  return {
    id: row.id,
    email: row.email,
    role: row.role === "owner" ? "owner" : "editor",
    tokenHash: row.token_hash,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
    revokedAt: row.revoked_at,
  };
}

export async function insertInvitation(db: Db, invitation: Omit<InvitationRow, "acceptedAt" | "revokedAt">) {
  await db
    .insertInto("user_invitation")
    .values({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
      accepted_at: null,
      revoked_at: null,
      revoked_by: null,
    })
    .execute();
}

/** Pending: neither accepted nor revoked, and not expired at `now`. */
export async function listPendingInvitations(db: Db, now: Date): Promise<InvitationRow[]> {
  const rows = await db
    .selectFrom("user_invitation")
    .selectAll()
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toInvitation);
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  const row = await db.selectFrom("user_invitation").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toInvitation(row) : undefined;
}

export async function findInvitationByHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const row = await db
    .selectFrom("user_invitation")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? toInvitation(row) : undefined;
}

/** A new link for a pending invitation: a new token hash and seven more days. */
export async function renewInvitation(
  db: Db,
  id: string,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .updateTable("user_invitation")
    .set({ token_hash: tokenHash, expires_at: expiresAt })
    .where("id", "=", id)
    .execute();
}

export async function revokeInvitation(
  db: Db,
  id: string,
  now: Date,
  byName: string | null,
): Promise<number> {
  const result = await db
    .updateTable("user_invitation")
    .set({ revoked_at: now.toISOString(), revoked_by: byName })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the invitation used: true only for the one caller that flipped it (single use under races). */
export async function claimInvitation(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("user_invitation")
    .set({ accepted_at: now.toISOString() })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseInvitation(db: Db, id: string): Promise<void> {
  await db.updateTable("user_invitation").set({ accepted_at: null }).where("id", "=", id).execute();
}

/** Revoked invitations that could still be used, had they not been (the Trash's), most recently revoked first. */
export async function listRevokedInvitations(db: Db, now: Date, before?: string) {
  let query = db
    .selectFrom("user_invitation")
    .selectAll()
    .where("accepted_at", "is", null)
    .where("revoked_at", "is not", null)
    .where("expires_at", ">", now.toISOString());
  if (before) query = query.where("revoked_at", "<=", before);
  return query.orderBy("revoked_at", "desc").orderBy("id").execute();
}

/** A revoked invitation made pending again (its link works again) while it has not expired. */
export async function unrevokeInvitation(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("user_invitation")
    .set({ revoked_at: null, revoked_by: null })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is not", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRevokedInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("user_invitation")
    .where("id", "=", id)
    .where("revoked_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
