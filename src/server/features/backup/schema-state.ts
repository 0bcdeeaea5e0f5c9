import { type Kysely, sql } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { BackupError } from "./backup-manifest.ts";
import { backedUpTables, derivedTablePrefixes, migrationTables, transientTables } from "./backup-tables.ts";

/**
 * The tables of the database (PostgreSQL: its public schema), without Kysely's migration bookkeeping
 * and the search indexes triggers keep.
 */
export async function listTables(db: Kysely<DB>) {
  const tables = await db.introspection.getTables();
  const bookkeeping = new Set<string>(migrationTables);
  return tables.filter(
    (table) =>
      !table.isView &&
      !bookkeeping.has(table.name) &&
      !derivedTablePrefixes.some((prefix) => table.name.startsWith(prefix)) &&
      (table.schema === undefined || table.schema === "public"),
  );
}

/** Refuses to go on when the schema holds a table Folio does not know how to back up. */
export async function checkTableList(db: Kysely<DB>): Promise<void> {
  const known = new Set<string>([...backedUpTables.map((table) => table.name), ...transientTables]);
  const unknown = (await listTables(db)).map((table) => table.name).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`No backup rule for table(s) ${unknown.join(", ")}: add them to backup-tables.ts`);
  }
}

/** The migrations applied to the database, in order; empty when it has never been migrated. */
export async function readAppliedMigrations(db: Kysely<DB>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "schema_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from schema_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Whether the database holds nothing but what a first start writes by itself (the seeded content and
 * settings, the setup token): no account, project, upload, message, mail, activity or page view.
 * The seeded rows can only change through an owner, so an empty account table means none did.
 */
export async function holdsOwnerData(db: Kysely<DB>): Promise<string | undefined> {
  for (const table of backedUpTables) {
    if (table.firstStart) continue;
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) return table.name;
  }
  return undefined;
}

export function assertRestorableSchema(backup: readonly string[], known: readonly string[]): void {
  const isPrefix = backup.length <= known.length && backup.every((name, index) => known[index] === name);
  if (!isPrefix) {
    throw new BackupError(
      `This backup was made by a newer Folio (schema ${backup.at(-1) ?? "unknown"}): update Folio, then restore it.`,
    );
  }
}
