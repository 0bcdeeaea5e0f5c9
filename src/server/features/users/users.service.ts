import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { conflict, notFound } from "#server/errors.ts";
import { createPasswordUser } from "#server/features/auth/auth-internals.ts";
import type { AuthLoader } from "#server/features/auth/auth-loader.ts";
import { assertPasswordNotCommon } from "#server/features/auth/password-policy.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { OutgoingMail } from "#server/mail/outgoing-mail.ts";
import type { Role, SessionUser } from "#shared/auth/schema.ts";
import { INVITATION_VALID_DAYS, usersMessages } from "#shared/users/rules.ts";
import type { Invitation, UserSummary } from "#shared/users/schema.ts";
import {
  claimInvitation,
  findInvitation,
  findInvitationByHash,
  type InvitationRow,
  insertInvitation,
  listPendingInvitations,
  releaseInvitation,
  renewInvitation,
  revokeInvitation,
} from "./invitations.repository.ts";
import {
  clearTwoFactor,
  countOwners,
  deleteSessionsOf,
  deleteUser,
  findUser,
  findUserByEmail,
  listUsers,
  readRequireTwoFactor,
  setRole,
  writeRequireTwoFactor,
} from "./users.repository.ts";
import { invitationMail } from "./users-mail.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const DAY_MS = 24 * 3600 * 1000;

export interface UsersServiceDeps {
  db: Kysely<DB>;
  pg: boolean;
  auth: AuthLoader;
  publicUrl: string;
  clock: Clock;
  /** Seals a mail that carries a link worth an account (invitation, e-mail change) before it waits in the outbox. */
  seal: (mail: OutgoingMail) => OutgoingMail;
}

export type UsersService = ReturnType<typeof createUsersService>;

function publicInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/**
 * Users, roles and invitations (decision 067): the owner's Users tab, the invitation screen and the
 * "require two-factor" setting (each user's own account is account.service.ts). Accounts are created
 * through better-auth; there is always at least one owner.
 */
export function createUsersService({ db, pg, auth, publicUrl, clock, seal }: UsersServiceDeps) {
  const inviteLink = (token: string) => {
    const url = new URL("/invite", publicUrl);
    url.searchParams.set("token", token);
    return url.toString();
  };

  async function pendingByToken(token: string): Promise<InvitationRow> {
    const row = token ? await findInvitationByHash(db, sha256(token)) : undefined;
    const now = clock().toISOString();
    if (!row || row.acceptedAt || row.revokedAt || row.expiresAt <= now)
      throw notFound(usersMessages.invitationInvalid);
    return row;
  }

  async function assertKeepsAnOwner(id: string): Promise<void> {
    const user = await findUser(db, id);
    if (!user) throw notFound("No such user.");
    if (user.role === "owner" && (await countOwners(db)) <= 1) throw conflict(usersMessages.lastOwner);
  }

  const service = {
    async list(): Promise<{ items: UserSummary[]; invitations: Invitation[]; requireTwoFactor: boolean }> {
      const [items, invitations, requireTwoFactor] = await Promise.all([
        listUsers(db),
        listPendingInvitations(db, clock()),
        readRequireTwoFactor(db),
      ]);
      return { items, invitations: invitations.map(publicInvitation), requireTwoFactor };
    },

    find(id: string): Promise<UserSummary | undefined> {
      return findUser(db, id);
    },

    findByEmail(email: string): Promise<UserSummary | undefined> {
      return findUserByEmail(db, email);
    },

    /** Invites by e-mail and role: a single-use link valid 7 days, mailed (sealed); only its hash is stored. */
    async invite(email: string, role: Role, by: SessionUser): Promise<Invitation> {
      if (await findUserByEmail(db, email)) throw conflict(usersMessages.emailTaken);
      const pending = await listPendingInvitations(db, clock());
      if (pending.some((row) => row.email === email)) throw conflict(usersMessages.invitationPending);
      const token = randomBytes(32).toString("base64url");
      const now = clock();
      const row = {
        id: randomUUID(),
        email,
        role,
        tokenHash: sha256(token),
        invitedBy: by.name || by.email,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
      };
      await insertInvitation(db, row);
      await enqueueMail(
        db,
        seal(invitationMail(email, row.invitedBy, role, inviteLink(token), INVITATION_VALID_DAYS)),
      );
      return publicInvitation({ ...row, acceptedAt: null, revokedAt: null });
    },

    /** A fresh link (the old one stops working) and seven more days. */
    async resend(id: string): Promise<Invitation> {
      const row = await findInvitation(db, id);
      if (!row || row.acceptedAt || row.revokedAt) throw notFound("This invitation is no longer pending.");
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(clock().getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString();
      await renewInvitation(db, id, sha256(token), expiresAt);
      await enqueueMail(
        db,
        seal(invitationMail(row.email, row.invitedBy, row.role, inviteLink(token), INVITATION_VALID_DAYS)),
      );
      return publicInvitation({ ...row, expiresAt });
    },

    async revoke(id: string, by?: Pick<SessionUser, "name" | "email">): Promise<InvitationRow> {
      const row = await findInvitation(db, id);
      if (!row || (await revokeInvitation(db, id, clock(), by ? by.name || by.email : null)) === 0)
        throw notFound("This invitation is no longer pending.");
      return row;
    },

    async checkInvitation(token: string): Promise<{ email: string; role: Role }> {
      const row = await pendingByToken(token);
      return { email: row.email, role: row.role };
    },

    /** Creates the invited account (name and password chosen here); the link then stops working. */
    async accept(token: string, name: string, password: string): Promise<UserSummary> {
      assertPasswordNotCommon(password);
      const row = await pendingByToken(token);
      if (await findUserByEmail(db, row.email)) throw conflict(usersMessages.emailTaken);
      if (!(await claimInvitation(db, row.id, clock()))) throw notFound(usersMessages.invitationInvalid);
      let userId: string | undefined;
      try {
        const user = await createPasswordUser(auth, { email: row.email, name }, password);
        userId = user.id;
        // better-auth sets only the fields it knows on create; the role is Folio's.
        await setRole(db, user.id, row.role);
        const created = await findUser(db, user.id);
        if (!created) throw new Error("the invited account disappeared");
        return created;
      } catch (error) {
        if (userId) await deleteUser(db, userId);
        await releaseInvitation(db, row.id);
        throw error;
      }
    },

    /** 409 when it would leave the site without an owner. */
    async changeRole(id: string, role: Role): Promise<UserSummary> {
      if (role !== "owner") await assertKeepsAnOwner(id);
      const user = await findUser(db, id);
      if (!user) throw notFound("No such user.");
      await setRole(db, id, role);
      return { ...user, role };
    },

    /** Removes the account; its sessions end at once. 409 for the last owner. */
    async remove(id: string, by: SessionUser): Promise<UserSummary> {
      if (id === by.id) throw conflict(usersMessages.notSelfRemove);
      await assertKeepsAnOwner(id);
      const user = await findUser(db, id);
      if (!user) throw notFound("No such user.");
      await deleteUser(db, id);
      return user;
    },

    async endSessions(id: string): Promise<UserSummary> {
      const user = await findUser(db, id);
      if (!user) throw notFound("No such user.");
      await deleteSessionsOf(db, id);
      return user;
    },

    twoFactorRequired(): Promise<boolean> {
      return readRequireTwoFactor(db);
    },

    setTwoFactorRequired(on: boolean): Promise<void> {
      return writeRequireTwoFactor(db, on, clock());
    },

    /** The server's way back in after a lost authenticator: two-factor off, every session ended. */
    async resetTwoFactor(email: string): Promise<UserSummary> {
      const user = await findUserByEmail(db, email);
      if (!user) throw notFound(`No account uses ${email.trim().toLowerCase()}.`);
      await clearTwoFactor(db, user.id, pg);
      await deleteSessionsOf(db, user.id);
      return { ...user, twoFactorEnabled: false };
    },
  };
  return service;
}
