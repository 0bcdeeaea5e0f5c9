import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
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
import { type Auth, resetLink } from "./auth.ts";
import { type OwnerRow, ownerRepository } from "./owner.repository.ts";
import { assertPasswordNotCommon } from "./password-policy.ts";

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

/** The one owner account: creation (setup link, environment, CLI) and reset links for the CLI. */
export class OwnerService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly auth: Auth,
    private readonly config: Config,
  ) {}

  async exists(): Promise<boolean> {
    return (await ownerRepository.countUsers(this.db)) > 0;
  }

  findOwner(): Promise<OwnerRow | undefined> {
    return ownerRepository.findOwner(this.db);
  }

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

    const now = new Date();
    if ((await this.exists()) || !(await ownerRepository.claimOwnerSlot(this.db, now))) {
      throw conflict("An owner account already exists.");
    }
    const ctx = await this.auth.$context;
    let userId: string | undefined;
    try {
      const user = await ctx.internalAdapter.createUser(
        { email, name, emailVerified: true },
        { method: "email-password" },
      );
      userId = user.id;
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: await ctx.password.hash(input.password),
      });
      await ownerRepository.confirmOwnerSlot(this.db, user.id, now);
      return { id: user.id, name: user.name, email: user.email };
    } catch (error) {
      if (userId) await ctx.internalAdapter.deleteUser(userId);
      await ownerRepository.releaseOwnerClaim(this.db);
      throw error;
    }
  }

  /** A fresh one-time setup link (only its hash is stored); undefined once an owner exists. */
  async issueSetupLink(): Promise<string | undefined> {
    if (await this.exists()) return undefined;
    const token = randomBytes(32).toString("base64url");
    await ownerRepository.saveSetupTokenHash(this.db, sha256(token), new Date());
    const url = new URL("/setup", this.config.publicUrl);
    url.searchParams.set("token", token);
    return url.toString();
  }

  /** True while no owner exists and `token` is the current setup token. */
  async isSetupTokenValid(token: string): Promise<boolean> {
    if (!token || (await this.exists())) return false;
    const stored = await ownerRepository.findSetupTokenHash(this.db);
    return stored !== undefined && sameHash(stored, sha256(token));
  }

  /** Creates the owner from the setup page; the link then stops working (404). */
  async completeSetup(token: string, owner: NewOwner): Promise<OwnerRow> {
    if (!(await this.isSetupTokenValid(token))) throw notFound("This setup link is no longer valid.");
    let created: OwnerRow;
    try {
      created = await this.create(owner);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 409)
        throw notFound("This setup link is no longer valid.");
      throw error;
    }
    await ownerRepository.deleteSetupTokenHash(this.db, sha256(token));
    return created;
  }

  /** A password reset link for the CLI (hosts without SMTP); the token is stored hashed by better-auth. */
  async createResetLink(email: string): Promise<string> {
    const owner = await ownerRepository.findByEmail(this.db, email.trim());
    if (!owner) throw notFound(`No owner account uses ${email.trim()}.`);
    const token = randomBytes(24).toString("base64url");
    const ctx = await this.auth.$context;
    await ctx.internalAdapter.createVerificationValue({
      value: owner.id,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + RESET_LINK_VALID_SECONDS * 1000),
    });
    return resetLink(this.config.publicUrl, owner.id, token);
  }

  /**
   * At start: creates the owner from OWNER_EMAIL/OWNER_PASSWORD(/OWNER_NAME) when none exists, else
   * answers a fresh setup link to print while there is no owner.
   */
  async bootstrap(): Promise<{ created?: OwnerRow; setupLink?: string }> {
    const { email, password, name } = this.config.owner;
    if (await this.exists()) return {};
    if (email && password) {
      try {
        return { created: await this.create({ email, password, name: name ?? "Owner" }) };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 409) throw error;
        return {};
      }
    }
    return { setupLink: await this.issueSetupLink() };
  }
}
