import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { conflict, invalid, notFound } from "#server/errors.ts";
import { consumeVerification, storeVerification } from "#server/features/auth/auth-internals.ts";
import type { AuthLoader } from "#server/features/auth/auth-loader.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { OutgoingMail } from "#server/mail/outgoing-mail.ts";
import {
  approximateAddress,
  describeUserAgent,
  EMAIL_CHANGE_VALID_SECONDS,
  usersMessages,
} from "#shared/users/rules.ts";
import type { SessionSummary, UserSummary } from "#shared/users/schema.ts";
import {
  deleteSession,
  deleteSessionsOf,
  findUser,
  findUserByEmail,
  listSessions,
  readRequireTwoFactor,
  recoveryCodesLeft,
  setEmail,
  setName,
} from "./users.repository.ts";
import { emailChangeMail } from "./users-mail.ts";

export interface AccountServiceDeps {
  db: Kysely<DB>;
  auth: AuthLoader;
  publicUrl: string;
  clock: Clock;
  /** Seals the e-mail change's mail (its link is worth the account) before it waits in the outbox. */
  seal: (mail: OutgoingMail) => OutgoingMail;
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * Each signed-in user's own account (the Account tab, decision 067): their name, their e-mail address
 * (changed only once the new address confirms it) and their sessions.
 */
export function createAccountService({ db, auth, publicUrl, clock, seal }: AccountServiceDeps) {
  const account = {
    /** The user's own account as the Account tab shows it. */
    async get(id: string) {
      const user = await findUser(db, id);
      if (!user) throw notFound("No such user.");
      const required = !user.twoFactorEnabled && (await readRequireTwoFactor(db));
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        twoFactorEnabled: user.twoFactorEnabled,
        twoFactorRequired: required,
        recoveryCodesLeft: user.twoFactorEnabled ? await recoveryCodesLeft(db, id) : 0,
      };
    },

    async rename(id: string, name: string) {
      await setName(db, id, name, clock());
      return account.get(id);
    },

    /** Mails a confirmation link to the new address; the address changes only when it is opened. */
    async requestEmailChange(id: string, email: string): Promise<void> {
      const user = await findUser(db, id);
      if (!user) throw notFound("No such user.");
      if (user.email === email)
        throw invalid("This is already your e-mail address.", {
          email: "This is already your e-mail address.",
        });
      if (await findUserByEmail(db, email)) throw conflict(usersMessages.emailTaken);
      const token = randomBytes(32).toString("base64url");
      await storeVerification(auth, {
        identifier: `change-email:${token}`,
        value: JSON.stringify({ userId: id, email }),
        expiresAt: new Date(clock().getTime() + EMAIL_CHANGE_VALID_SECONDS * 1000),
      });
      const url = new URL("/confirm-email", publicUrl);
      url.searchParams.set("token", token);
      await enqueueMail(db, seal(emailChangeMail(email, user.name, url.toString())));
    },

    async confirmEmailChange(token: string): Promise<UserSummary> {
      const record = await consumeVerification(auth, `change-email:${token}`);
      if (!record || new Date(record.expiresAt).getTime() <= clock().getTime())
        throw notFound(usersMessages.emailChangeInvalid);
      const { userId, email } = JSON.parse(record.value) as { userId: string; email: string };
      if (await findUserByEmail(db, email)) throw conflict(usersMessages.emailTaken);
      await setEmail(db, userId, email, clock());
      const user = await findUser(db, userId);
      if (!user) throw notFound(usersMessages.emailChangeInvalid);
      return user;
    },

    async sessions(userId: string, currentSessionId: string | undefined): Promise<SessionSummary[]> {
      const rows = await listSessions(db, userId, clock());
      return rows.map((row) => ({
        id: row.id,
        device: describeUserAgent(row.userAgent),
        place: approximateAddress(row.ipAddress),
        createdAt: row.createdAt,
        lastActiveAt: row.updatedAt,
        current: row.id === currentSessionId,
      }));
    },

    async endSession(userId: string, sessionId: string): Promise<void> {
      if ((await deleteSession(db, userId, sessionId)) === 0)
        throw notFound("This session has already ended.");
    },

    endOtherSessions(userId: string, currentSessionId: string): Promise<void> {
      return deleteSessionsOf(db, userId, currentSessionId);
    },
  };
  return account;
}
