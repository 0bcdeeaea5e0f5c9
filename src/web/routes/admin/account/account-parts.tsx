import { ApiError } from "#web/lib/api-client.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import usersStyles from "#web/routes/admin/users/users.module.css";

/** The server's sentence for a failed call, or the screen's own when there is none. */
export const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** A small pill beside a state (2FA on/off, this device, the role). */
export const badge = (tone: string | undefined) => `${usersStyles.badge} ${surfaces.pill} ${tone ?? ""}`;
