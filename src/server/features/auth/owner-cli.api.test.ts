import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { authTables, snapshotTables } from "#test/table-snapshot.ts";
import { type CliIo, runOwnerCli } from "./owner-cli.ts";

function scriptedIo(answers: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    prompt: async () => answers.shift() ?? "",
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  return { io, out, err };
}

describe("npm run owner", () => {
  let t: TestApp;
  let restoreAuthTables: () => Promise<void>;
  // One app for the file; each test starts again without an owner.
  beforeAll(async () => {
    t = await buildTestApp();
    restoreAuthTables = await snapshotTables(t.app.db, authTables);
  });
  beforeEach(() => restoreAuthTables());
  afterAll(() => t.close());

  it("creates the owner from flags and prompts, then refuses a second one", async () => {
    const first = scriptedIo(["Casey Lee", "cli-password-1", "cli-password-1"]);
    expect(
      await runOwnerCli(t.app.services.owners, ["create", "--email", "casey@folio.test"], first.io),
    ).toBe(0);
    expect(first.out.join()).toContain("casey@folio.test");
    expect(await t.app.services.owners.findOwner()).toMatchObject({
      email: "casey@folio.test",
      name: "Casey Lee",
    });

    const second = scriptedIo([]);
    expect(
      await runOwnerCli(
        t.app.services.owners,
        ["create", "--email", "x@folio.test", "--name", "X"],
        second.io,
        "pw-from-env",
      ),
    ).toBe(1);
    expect(second.err.join()).toMatch(/already exists/);
  });

  it("rejects mismatching or short passwords without creating anything", async () => {
    const mismatch = scriptedIo(["casey@folio.test", "Casey", "cli-password-1", "cli-password-2"]);
    expect(await runOwnerCli(t.app.services.owners, ["create"], mismatch.io)).toBe(1);
    expect(mismatch.err).toEqual(["Passwords do not match"]);
    const short = scriptedIo(["casey@folio.test", "Casey"]);
    expect(await runOwnerCli(t.app.services.owners, ["create"], short.io, "short")).toBe(1);
    expect(short.err).toEqual(["Password must be at least 8 characters long"]);
    expect(await t.app.services.owners.exists()).toBe(false);
  });

  it("prints a working reset link, and a clear error for an unknown address or bad usage", async () => {
    await t.app.services.owners.create({
      name: "Casey",
      email: "casey@folio.test",
      password: "cli-password-1",
    });
    const run = scriptedIo([]);
    expect(await runOwnerCli(t.app.services.owners, ["reset-link", "casey@folio.test"], run.io)).toBe(0);
    const link = new URL(run.out.join("\n").match(/http\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/reset-password");
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: link.searchParams.get("secret"), newPassword: "after-the-cli-reset" },
    });
    expect(reset.statusCode).toBe(200);

    const unknown = scriptedIo([]);
    expect(await runOwnerCli(t.app.services.owners, ["reset-link", "nobody@folio.test"], unknown.io)).toBe(1);
    expect(unknown.err.join()).toMatch(/No owner account uses nobody@folio.test/);
    const usage = scriptedIo([]);
    expect(await runOwnerCli(t.app.services.owners, ["launch"], usage.io)).toBe(2);
    expect(usage.err.join()).toMatch(/Usage:/);
  });

  it("reset-2fa turns two-factor off for an account and ends its sessions", async () => {
    await t.app.services.owners.create({
      name: "Casey Lee",
      email: "casey@folio.test",
      password: "cli-password-1",
    });
    const owner = await t.app.services.owners.findOwner();
    await t.app.db
      .updateTable("auth_user")
      .set({ two_factor_enabled: t.testDatabase.databaseUrl ? true : 1 })
      .where("id", "=", owner?.id ?? "")
      .execute();
    const run = scriptedIo([]);
    expect(
      await runOwnerCli(
        t.app.services.owners,
        ["reset-2fa", "Casey@folio.test"],
        run.io,
        undefined,
        t.app.services.users,
      ),
    ).toBe(0);
    expect(run.out.join()).toContain("Two-factor sign-in is off for casey@folio.test");
    expect(await t.app.services.users.find(owner?.id ?? "")).toMatchObject({ twoFactorEnabled: false });
    const unknown = scriptedIo([]);
    expect(
      await runOwnerCli(
        t.app.services.owners,
        ["reset-2fa", "nobody@folio.test"],
        unknown.io,
        undefined,
        t.app.services.users,
      ),
    ).toBe(1);
    expect(unknown.err.join()).toContain("No account uses nobody@folio.test");
  });
});
