import type { z } from "zod";
import { invalid } from "#server/errors.ts";

/** A version's content checked by today's rules for its item: a 400 naming what no longer passes. */
export function restorable<S extends z.ZodType>(schema: S, content: unknown): z.output<S> {
  const parsed = schema.safeParse(content);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues.map((issue) => issue.message).join(", ");
  throw invalid(`This version cannot be restored as it is: ${message}`);
}
