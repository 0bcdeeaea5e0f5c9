import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const internalsFile = "server/features/auth/auth-internals.ts";
/** better-auth's internals: its context, its internal adapter, its secret configuration and cookie names. */
const internals = /\$context\b|\binternalAdapter\b|\bsecretConfig\b|\bauthCookies\b|\bcreateAuthCookie\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("better-auth's internals", () => {
  it("are used in auth-internals.ts alone (decision 154)", () => {
    const users = sourceFiles(root)
      .filter((path) => internals.test(readFileSync(path, "utf8")))
      .map((path) => relative(root, path))
      .filter((path) => path !== internalsFile && path !== relative(root, import.meta.filename));
    expect(users).toEqual([]);
  });
});
