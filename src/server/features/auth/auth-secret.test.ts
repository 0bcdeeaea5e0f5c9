import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret.ts";

describe("resolveAuthSecret", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "folio-secret-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("uses AUTH_SECRET when it is set and writes nothing", () => {
    const dir = tempDir();
    expect(resolveAuthSecret("s".repeat(40), dir)).toBe("s".repeat(40));
    expect(() => statSync(join(dir, "auth-secret"))).toThrow();
  });

  it("generates a secret once, keeps it in DATA_DIR with mode 0600, and reuses it", () => {
    const dir = tempDir();
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
    expect(resolveAuthSecret(undefined, tempDir())).not.toBe(first);
  });
});
