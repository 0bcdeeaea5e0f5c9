import type { Db } from "#server/db/columns.ts";
import type { Role } from "#shared/auth/schema.ts";

// Every query of the Users tab and the account view (invitations: `invitations.repository.ts`) (better-auth's tables are read here;
// accounts are created through better-auth).

const REQUIRE_TWO_FACTOR_KEY = "require_two_factor";

const iso = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

const userColumns = [
  "id",
  "name",
  "email",
  "role",
  "two_factor_enabled",
  "last_sign_in_at",
  "created_at",
] as const;

function toUser(row: {
  id: string;
  name: string;
  email: string;
  role: string;
  two_factor_enabled: number | boolean;
  last_sign_in_at: string | null;
  created_at: string | Date;
}): UserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === "owner" ? "owner" : "editor",
    twoFactorEnabled: Boolean(row.two_factor_enabled),
    lastSignInAt: row.last_sign_in_at,
    createdAt: iso(row.created_at),
  };
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  const rows = await db.selectFrom("auth_user").select(userColumns).orderBy("created_at").execute();
  return rows.map(toUser);
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const row = await db.selectFrom("auth_user").select(userColumns).where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom("auth_user")
    .select(userColumns)
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function countOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom("auth_user")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  await db.updateTable("auth_user").set({ role }).where("id", "=", id).execute();
}

export async function setName(db: Db, id: string, name: string, now: Date): Promise<void> {
  await db
    .updateTable("auth_user")
    .set({ name, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function setEmail(db: Db, id: string, email: string, now: Date): Promise<void> {
  await db
    .updateTable("auth_user")
    .set({ email, updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** Deletes the account; its sessions, password and two-factor rows go with it (foreign keys cascade). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom("auth_session").where("user_id", "=", id).execute();
  await db.deleteFrom("auth_two_factor").where("user_id", "=", id).execute();
  await db.deleteFrom("auth_account").where("user_id", "=", id).execute();
  await db.deleteFrom("auth_user").where("id", "=", id).execute();
}

/** Turns two-factor sign-in off for an account (the server's `reset-2fa`). */
export async function clearTwoFactor(db: Db, userId: string, pg: boolean): Promise<void> {
  await db.deleteFrom("auth_two_factor").where("user_id", "=", userId).execute();
  await db
    .updateTable("auth_user")
    .set({ two_factor_enabled: pg ? false : 0 })
    .where("id", "=", userId)
    .execute();
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("auth_two_factor")
    .select("backup_codes")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return 0;
  try {
    const codes = JSON.parse(row.backup_codes) as unknown;
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}

// Sessions

export interface SessionRow {
  id: string;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  updatedAt: string;
}

export async function listSessions(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("auth_session")
    .select(["id", "token", "ip_address", "user_agent", "created_at", "updated_at", "expires_at"])
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .execute();
  return rows
    .filter((row) => new Date(row.expires_at).getTime() > now.getTime())
    .map((row) => ({
      id: row.id,
      token: row.token,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    }));
}

export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<number> {
  const result = await db
    .deleteFrom("auth_session")
    .where("user_id", "=", userId)
    .where("id", "=", sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSessionsOf(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  let query = db.deleteFrom("auth_session").where("user_id", "=", userId);
  if (exceptSessionId) query = query.where("id", "!=", exceptSessionId);
  await query.execute();
}

// The owner's "require two-factor for everyone"

export async function readRequireTwoFactor(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("app_setting")
    .select("value")
    .where("key", "=", REQUIRE_TWO_FACTOR_KEY)
    .executeTakeFirst();
  return row?.value === "1";
}

export async function writeRequireTwoFactor(db: Db, on: boolean, now: Date): Promise<void> {
  const value = on ? "1" : "0";
  await db
    .insertInto("app_setting")
    .values({ key: REQUIRE_TWO_FACTOR_KEY, value, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now.toISOString() }))
    .execute();
}
