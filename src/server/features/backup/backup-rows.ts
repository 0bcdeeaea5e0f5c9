import type { DatabaseDialect } from "#server/db/database.ts";
import type { BackedUpTable } from "./backup-tables.ts";

export type Row = Record<string, unknown>;

/**
 * A row as a backup stores it, the same whichever database it came from: timestamps as ISO-8601 text
 * (PostgreSQL hands back Date objects), booleans as true/false (SQLite stores 0/1), numbers as numbers.
 */
export function canonicalRow(table: BackedUpTable, row: Row): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (value instanceof Date) out[column] = value.toISOString();
    else if (value instanceof Uint8Array && table.binary?.includes(column))
      out[column] = Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64");
    else if (typeof value === "bigint") out[column] = Number(value);
    else if (table.booleans?.includes(column) && typeof value === "number") out[column] = value !== 0;
    else if (value === null || ["string", "number", "boolean"].includes(typeof value)) out[column] = value;
    else throw new Error(`${table.name}.${column} holds a value a backup cannot store`);
  }
  return out;
}

/** A backed-up value as the target database takes it: booleans become 0/1 on SQLite, base64 bytes. */
export function rowForDialect(
  row: Row,
  dialect: DatabaseDialect,
  columnTypes: Map<string, string>,
  table: BackedUpTable,
): Row {
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    const type = columnTypes.get(column);
    if (table.binary?.includes(column) && typeof value === "string")
      out[column] = Buffer.from(value, "base64");
    else if (dialect === "sqlite" && typeof value === "boolean") out[column] = value ? 1 : 0;
    else if (dialect === "postgres" && type === "bool" && typeof value === "number")
      out[column] = value !== 0;
    else out[column] = value;
  }
  return out;
}
