import { z } from "zod";

/**
 * The same schema with every object in it (nested ones and optional ones too) refusing keys it does
 * not declare, instead of dropping them: for owner writes, where a misspelt or stale field must be
 * named in a 400 rather than lost without a word. Leaf schemas (strings, numbers, arrays, …) are
 * kept as they are, checks included.
 */
export function strictObjectsDeep<T extends z.ZodType>(schema: T): T {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
        key,
        strictObjectsDeep(value),
      ]),
    );
    return z.strictObject(shape) as unknown as T;
  }
  if (schema instanceof z.ZodOptional)
    return strictObjectsDeep(schema.unwrap() as z.ZodType).optional() as unknown as T;
  return schema;
}

/** The message and field a refused unknown key answers with, e.g. `Unknown field: theme.accent`. */
export function unknownFieldMessage(field: string): string {
  return `Unknown field: ${field}`;
}
