import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Kysely } from "kysely";
import type { Config } from "#server/config.ts";
import type { DatabaseDialect } from "#server/db/database.ts";
import type { DB } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { createBodySeal, sealMail } from "#server/mail/sealed-body.ts";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REMEMBERED_SESSION_DAYS,
  RESET_LINK_VALID_SECONDS,
} from "#shared/auth/schema.ts";
import { passwordChangedMail, passwordResetMail } from "./auth-mail.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import { CLIENT_IP_HEADER, COOKIE_PREFIX, resetLink } from "./auth-settings.ts";
import { folioAuthPlugin } from "./folio-auth-plugin.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { createRecoveryCodeHasher } from "./recovery-codes.ts";
import { clampRefresh } from "./session-lifetime.ts";

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" } as const;

export interface AuthDependencies {
  config: Config;
  db: Kysely<DB>;
  dialect: DatabaseDialect;
}

/** better-auth on Folio's database and rules (see docs/decisions/004-better-auth.md and 005-009). */
export function createAuth({ config, db, dialect }: AuthDependencies) {
  const secure = config.publicUrl.startsWith("https://");
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  // The reset e-mail waits in the outbox with its link encrypted, never as a readable secret at rest.
  const bodySeal = createBodySeal(secret);
  const recoveryCodes = createRecoveryCodeHasher(secret);
  return betterAuth({
    appName: "Folio",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: { db, type: dialect === "postgres" ? "postgres" : "sqlite", transaction: true },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === "silent", level: "error" },
    user: {
      modelName: "auth_user",
      fields: { emailVerified: "email_verified", ...timestamps },
      // "owner" or "editor" (decision 067); set only by Folio (invitations, the Users tab), never by a request.
      additionalFields: { role: { type: "string", required: false, defaultValue: "editor", input: false } },
    },
    session: {
      modelName: "auth_session",
      fields: {
        expiresAt: "expires_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
        ...timestamps,
      },
      expiresIn: REMEMBERED_SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
    },
    databaseHooks: {
      session: {
        update: { before: async (update, ctx) => clampRefresh(update, ctx?.context.session?.session) },
        // The Users tab's "last sign-in": every new session (password, second factor, invitation).
        create: {
          after: async (session) => {
            await db
              .updateTable("auth_user")
              .set({ last_sign_in_at: new Date().toISOString() })
              .where("id", "=", session.userId)
              .execute();
          },
        },
      },
    },
    account: {
      modelName: "auth_account",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
    },
    verification: {
      modelName: "auth_verification",
      fields: { expiresAt: "expires_at", ...timestamps },
      storeIdentifier: "hashed",
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const mail = passwordResetMail(user, resetLink(config.publicUrl, user.id, token));
        await enqueueMail(db, sealMail(mail, bodySeal));
      },
      onPasswordReset: async ({ user }) => {
        await enqueueMail(db, passwordChangedMail(user, `${config.publicUrl}/login`));
      },
    },
    plugins: [
      twoFactor({
        issuer: "Folio",
        // Folio's own per-account limit (rate-limiter.ts) answers 429 first; better-auth's lock stays as a backstop.
        schema: {
          user: { fields: { twoFactorEnabled: "two_factor_enabled" } },
          twoFactor: {
            modelName: "auth_two_factor",
            fields: {
              backupCodes: "backup_codes",
              userId: "user_id",
              failedVerificationCount: "failed_verification_count",
              lockedUntil: "locked_until",
            },
          },
        },
        backupCodeOptions: { amount: 10, storeBackupCodes: recoveryCodes.storage },
      }),
      // Passkeys (decision 068): a password-less sign-in, bound to PUBLIC_URL's host and origin.
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: "Folio",
        origin: new URL(config.publicUrl).origin,
        // A password-less sign-in names no account: only a discoverable passkey can answer it.
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        advanced: { webAuthnChallengeCookie: "passkey_challenge" },
        schema: {
          passkey: {
            modelName: "auth_passkey",
            fields: {
              publicKey: "public_key",
              userId: "user_id",
              credentialID: "credential_id",
              deviceType: "device_type",
              backedUp: "backed_up",
              createdAt: "created_at",
            },
          },
        },
      }),
      // Last: its hooks see the answers as the plugins above leave them.
      folioAuthPlugin({ hashRecoveryCode: recoveryCodes.hash }),
    ],
    // Folio's own limits (rate-limiter.ts) apply to every environment and key on Fastify's request.ip.
    rateLimit: { enabled: false },
    advanced: {
      // better-auth turns its Origin/CSRF checks off when NODE_ENV=test or TEST is set; Folio never does.
      disableOriginCheck: false,
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
