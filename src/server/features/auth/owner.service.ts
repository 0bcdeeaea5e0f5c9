import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { Config } from "#server/config.ts";
import type { DB } from "#server/db/schema.ts";
import { conflict, invalid, notFound } from "#server/errors.ts";
import {
  authMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_LINK_VALID_SECONDS,
  simpleEmailPattern,
} from "#shared/auth/schema.ts";
import { createPasswordUser, deleteUnfinishedUser, storeVerification } from "./auth-internals.ts";
import type { AuthLoader } from "./auth-loader.ts";
import { resetLink } from "./auth-settings.ts";
import {
  claimOwnerSlot,
  confirmOwnerSlot,
  countUsers,
  deleteSetupTokenHash,
  findOwner,
  findOwnerByEmail,
  findSetupTokenHash,
  type OwnerRow,
  releaseOwnerClaim,
  saveSetupTokenHash,
} from "./owner.repository.ts";
import { assertPasswordNotCommon } from "./password-policy.ts";

export type { OwnerRow } from "./owner.repository.ts";

export interface NewOwner {
  name: string;
  email: string;
  password: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface OwnerServiceDeps {
  db: Kysely<DB>;
  /** better-auth: creates the account with its hashed password, and stores reset tokens. */
  auth: AuthLoader;
  config: Pick<Config, "publicUrl" | "owner">;
  clock: Clock;
}

export type OwnerService = ReturnType<typeof createOwnerService>;

/** The one owner account: creation (setup link, environment, CLI) and reset links for the CLI. */
export function createOwnerService({ db, auth, config, clock }: OwnerServiceDeps) {
  const service = {
    async exists(): Promise<boolean> {
      return (await countUsers(db)) > 0;
    },

    findOwner(): Promise<OwnerRow | undefined> {
      return findOwner(db);
    },

    /** Creates the owner; 409 when one exists. Safe under concurrent calls: exactly one can win. */
    async create(input: NewOwner): Promise<OwnerRow> {
      const name = input.name.trim();
      const email = input.email.trim().toLowerCase();
      if (!name) throw invalid(authMessages.nameRequired, { name: authMessages.nameRequired });
      if (!simpleEmailPattern.test(email))
        throw invalid(authMessages.emailInvalid, { email: authMessages.emailInvalid });
      if (input.password.length < PASSWORD_MIN_LENGTH)
        throw invalid(authMessages.passwordTooShort, { password: authMessages.passwordTooShort });
      if (input.password.length > PASSWORD_MAX_LENGTH)
        throw invalid(authMessages.passwordTooLong, { password: authMessages.passwordTooLong });
      assertPasswordNotCommon(input.password);

      const now = clock();
      if ((await service.exists()) || !(await claimOwnerSlot(db, now))) {
        throw conflict("An owner account already exists.");
      }
      let userId: string | undefined;
      try {
        const user = await createPasswordUser(auth, { email, name }, input.password);
        userId = user.id;
        // The first account is the site's owner (decision 067).
        await db.updateTable("auth_user").set({ role: "owner" }).where("id", "=", user.id).execute();
        await confirmOwnerSlot(db, user.id, now);
        return user;
      } catch (error) {
        if (userId) await deleteUnfinishedUser(auth, userId);
        await releaseOwnerClaim(db);
        throw error;
      }
    },

    /** A fresh one-time setup link (only its hash is stored); undefined once an owner exists. */
    async issueSetupLink(): Promise<string | undefined> {
      if (await service.exists()) return undefined;
      const token = randomBytes(32).toString("base64url");
      await saveSetupTokenHash(db, sha256(token), clock());
      const url = new URL("/setup", config.publicUrl);
      url.searchParams.set("token", token);
      return url.toString();
    },

    /** True while no owner exists and `token` is the current setup token. */
    async isSetupTokenValid(token: string): Promise<boolean> {
      if (!token || (await service.exists())) return false;
      const stored = await findSetupTokenHash(db);
      return stored !== undefined && sameHash(stored, sha256(token));
    },

    /** Creates the owner from the setup page; the link then stops working (404). */
    async completeSetup(token: string, owner: NewOwner): Promise<OwnerRow> {
      if (!(await service.isSetupTokenValid(token))) throw notFound("This setup link is no longer valid.");
      let created: OwnerRow;
      try {
        created = await service.create(owner);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 409)
          throw notFound("This setup link is no longer valid.");
        throw error;
      }
      await deleteSetupTokenHash(db, sha256(token));
      return created;
    },

    /** A password reset link for the CLI (hosts without SMTP); the token is stored hashed by better-auth. */
    async createResetLink(email: string): Promise<string> {
      const owner = await findOwnerByEmail(db, email.trim());
      if (!owner) throw notFound(`No owner account uses ${email.trim()}.`);
      const token = randomBytes(24).toString("base64url");
      await storeVerification(auth, {
        value: owner.id,
        identifier: `reset-password:${token}`,
        expiresAt: new Date(clock().getTime() + RESET_LINK_VALID_SECONDS * 1000),
      });
      return resetLink(config.publicUrl, owner.id, token);
    },

    /**
     * At start: creates the owner from OWNER_EMAIL/OWNER_PASSWORD(/OWNER_NAME) when none exists, else
     * answers a fresh setup link to print while there is no owner.
     */
    async bootstrap(): Promise<{ created?: OwnerRow; setupLink?: string }> {
      const { email, password, name } = config.owner;
      if (await service.exists()) return {};
      if (email && password) {
        try {
          return { created: await service.create({ email, password, name: name ?? "Owner" }) };
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode !== 409) throw error;
          return {};
        }
      }
      return { setupLink: await service.issueSetupLink() };
    },
  };
  return service;
}
