import type { Generated } from "kysely";

/**
 * better-auth's tables (see migration 010). better-auth reads and writes them through its own
 * Kysely adapter; Folio's repositories only read them, and count owners. Timestamps are `Date` on
 * PostgreSQL (timestamptz) and ISO text on SQLite; booleans `boolean` / 0|1.
 */
type Timestamp = string | Date;

export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: number | boolean;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** "owner" or "editor" (decision 067). */
  role: Generated<string>;
  two_factor_enabled: Generated<number | boolean>;
  /** ISO text, written by Folio when a session is created. */
  last_sign_in_at: string | null;
}

/** better-auth's two-factor plugin: the TOTP secret (encrypted) and the recovery codes (hashed). */
export interface AuthTwoFactorTable {
  id: string;
  secret: string;
  backup_codes: string;
  user_id: string;
  verified: Generated<number | boolean>;
  failed_verification_count: Generated<number>;
  locked_until: Timestamp | null;
  /** The last TOTP time step accepted (migration 072): a code of this step or an earlier one is refused. */
  last_totp_step: number | string | null;
}

/** A registered passkey (better-auth's passkey plugin): its public key and signature counter. */
export interface AuthPasskeyTable {
  id: string;
  name: string | null;
  public_key: string;
  user_id: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: number | boolean;
  transports: string | null;
  created_at: Timestamp | null;
  aaguid: string | null;
}

/** A pending, accepted or revoked invitation; only the SHA-256 of the link's token is stored. */
export interface UserInvitationTable {
  id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  /** Who revoked it, by name (migration 119); null before. */
  revoked_by: string | null;
}

export interface AuthSessionTable {
  id: string;
  expires_at: Timestamp;
  token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
}

export interface AuthAccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Timestamp | null;
  refresh_token_expires_at: Timestamp | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Fixed-window counters: `window_started_at` is epoch milliseconds. */
export interface AuthRateLimitTable {
  key: string;
  count: number;
  window_started_at: number;
}
