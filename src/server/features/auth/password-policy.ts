import { createRequire } from "node:module";
import { invalid } from "#server/errors.ts";
import { authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth/schema.ts";

let common: Set<string> | undefined;

/**
 * The ~49,000 most common passwords of the public breach corpora, as the zxcvbn-ts project ships
 * and maintains them (checked offline: nothing leaves the server). The package (its dictionaries take
 * ~2.5 MB of memory) is loaded on first use, when a password is set, not with the server.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-common") as {
      dictionary: Record<"passwords-common", string[]>;
    };
    common = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  }
  return common;
}

/** Whether `password` (in any letter case) is one of the common or breached passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Refuses a common password with a 400 naming `field`; a new password is checked here wherever it is
 * set. A password outside the length rule is left to that rule's own, clearer message.
 */
export function assertPasswordNotCommon(password: unknown, field = "password"): void {
  if (typeof password !== "string") return;
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
  if (isCommonPassword(password)) {
    throw invalid(authMessages.passwordTooCommon, { [field]: authMessages.passwordTooCommon });
  }
}
