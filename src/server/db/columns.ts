import type { Kysely, Transaction } from "kysely";
import type { DB } from "./schema.ts";

/** What a repository function runs on: the database, or a transaction a service opened on it. */
export type Db = Kysely<DB> | Transaction<DB>;

/**
 * A JSON text column read back: the parsed value when it is well-formed and `accept` agrees, else the
 * fallback. A value edited by hand in the database never breaks a read.
 */
export function readJson<T>(
  text: string | null,
  fallback: T,
  accept: (value: unknown) => boolean = () => true,
): T {
  if (text === null) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

export const writeJson = (value: unknown): string => JSON.stringify(value);

export const isStringArray = (value: unknown): boolean =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

export const isPlainObject = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Booleans are stored as 0/1 on both dialects. */
export const readFlag = (value: number | bigint | null): boolean => Number(value) === 1;
export const writeFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
