import { parseArgs } from "node:util";
import { AppError } from "#server/errors.ts";
import type { UsersService } from "#server/features/users/users.service.ts";
import type { OwnerService } from "./owner.service.ts";

export interface CliIo {
  /** Asks a question; `hidden` for passwords (no echo). */
  prompt(question: string, hidden?: boolean): Promise<string>;
  out(text: string): void;
  err(text: string): void;
}

export const ownerUsage = `Usage:
  npm run owner -- create [--email <address>] [--name <name>]
      Creates the owner account. Asks for what is missing; the password is read from
      OWNER_PASSWORD or asked for twice (not echoed).
  npm run owner -- reset-link <email>
      Prints a one-hour, single-use password reset link (for hosts without SMTP).
  npm run owner -- reset-2fa <email>
      Turns two-factor sign-in off for an account that lost its authenticator and recovery
      codes, and signs it out everywhere; the user signs in with the password and sets it up again.`;

async function create(
  owners: OwnerService,
  args: string[],
  io: CliIo,
  envPassword?: string,
): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: "string" }, name: { type: "string" } },
    allowPositionals: false,
  });
  if (await owners.exists()) {
    io.err("An owner account already exists. Use `npm run owner -- reset-link <email>` to recover it.");
    return 1;
  }
  const email = values.email ?? (await io.prompt("E-mail: "));
  const name = values.name ?? (await io.prompt("Name: "));
  let password = envPassword;
  if (!password) {
    password = await io.prompt("Password (at least 8 characters): ", true);
    if ((await io.prompt("Confirm password: ", true)) !== password) {
      io.err("Passwords do not match");
      return 1;
    }
  }
  const owner = await owners.create({ email, name, password });
  io.out(`Created the owner account ${owner.email} (${owner.name}). Sign in at /login.`);
  return 0;
}

/** `npm run owner -- <create|reset-link|reset-2fa> …`; answers the exit code. */
export async function runOwnerCli(
  owners: OwnerService,
  argv: string[],
  io: CliIo,
  envPassword?: string,
  users?: UsersService,
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "reset-2fa" && users && rest.length === 1 && rest[0]) {
      const user = await users.resetTwoFactor(rest[0]);
      io.out(
        `Two-factor sign-in is off for ${user.email} and every session of it has ended. They can sign in with their password and turn it on again.`,
      );
      return 0;
    }
    if (command === "create") return await create(owners, rest, io, envPassword);
    if (command === "reset-link" && rest.length === 1 && rest[0]) {
      const link = await owners.createResetLink(rest[0]);
      io.out(
        `Password reset link for ${rest[0].trim().toLowerCase()} (valid for 1 hour, works once):\n${link}`,
      );
      return 0;
    }
    io.err(ownerUsage);
    return 2;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof TypeError && "code" in error && String(error.code).startsWith("ERR_PARSE_ARGS")) {
      io.err(`${error.message}\n\n${ownerUsage}`);
      return 2;
    }
    throw error;
  }
}
