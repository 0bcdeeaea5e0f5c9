import { roleLabels } from "#shared/users/rules.ts";
import { ApiError } from "#web/lib/api-client.ts";

export const roleOptions = (["editor", "owner"] as const).map((role) => ({
  value: role,
  label: roleLabels[role],
}));
/** The server's own message for a failed call, else `fallback`. */
export const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;
