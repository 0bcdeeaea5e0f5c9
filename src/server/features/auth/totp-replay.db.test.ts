import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, cookieHeader, nextTestAddress } from "#test/owner-session.ts";
import { totpCode } from "#test/totp.ts";
import { usedCodeMessage } from "./totp-step.ts";

const person = {
  name: "Rhea Replay",
  email: "rhea@folio.test",
  password: "a-long-rhea-password",
  role: "editor" as const,
};

/** Issue 28 point 1 (RFC 6238 §5.2): an accepted authenticator code is refused for that step and any earlier one. */
describe("a one-time code is used once", () => {
  let t: TestApp;
  let uri: string;
  const post = (url: string, payload: object, cookie = "") =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: nextTestAddress(),
      headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const passwordStep = async () => {
    const response = await post("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
      rememberMe: false,
    });
    expect(response.json()).toEqual({ user: null, twoFactorRedirect: true });
    return cookieHeader(response.headers["set-cookie"]);
  };
  const code = (offset: number) => totpCode(uri, new Date(), offset);
  /**
   * Waits, when the current 30-second step has less than 5 s left, for the next one: a code made now
   * then reaches the server within the step it was made in, however loaded the machine (a step that
   * ended on the way made the previous step's code two steps old, refused).
   */
  const stepWithTimeLeft = async () => {
    const left = 30_000 - (Date.now() % 30_000);
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  };
  // The moment the first test's code was made: the second one reuses its step, whatever the clock did
  // since (a 30-second step may end between the two tests).
  let usedAt = new Date();

  beforeAll(async () => {
    t = await buildTestApp();
    const { cookie } = await addSignedInUser(t, person);
    const enable = await post("/api/auth/two-factor/enable", { password: person.password }, cookie);
    uri = enable.json().totpURI;
    await stepWithTimeLeft();
    // Turning it on takes the previous step's code: the current and next ones stay for the sign-ins below.
    const confirm = await post("/api/auth/two-factor/verify-totp", { code: code(-1) }, cookie);
    expect(confirm.statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  it("signs in once with a code sent by two clients at the same time", async () => {
    const [first, second] = await Promise.all([passwordStep(), passwordStep()]);
    await stepWithTimeLeft();
    usedAt = new Date();
    const sameCode = totpCode(uri, usedAt, 0);
    const answers = await Promise.all([
      post("/api/auth/two-factor/verify-totp", { code: sameCode }, first),
      post("/api/auth/two-factor/verify-totp", { code: sameCode }, second),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().error.message).toBe(usedCodeMessage);
    expect(refused?.headers["set-cookie"] ?? "").not.toContain("session_token");
  });

  it("refuses the same code and an earlier one from another client, then takes the next one", async () => {
    const used = (offset: number) => totpCode(uri, usedAt, offset);
    const again = await post("/api/auth/two-factor/verify-totp", { code: used(0) }, await passwordStep());
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(usedCodeMessage);
    const earlier = await post("/api/auth/two-factor/verify-totp", { code: used(-1) }, await passwordStep());
    expect(earlier.statusCode).toBe(400);

    const stored = await t.app.db
      .selectFrom("auth_two_factor")
      .select("last_totp_step")
      .executeTakeFirstOrThrow();
    expect(Number(stored.last_totp_step)).toBe(Math.floor(usedAt.getTime() / 30_000));

    const next = await post("/api/auth/two-factor/verify-totp", { code: used(1) }, await passwordStep());
    expect(next.statusCode).toBe(200);
    expect(next.json().user).toMatchObject({ email: person.email });
    const events = await t.app.db
      .selectFrom("audit_log")
      .select("summary")
      .where("area", "=", "security")
      .execute();
    expect(events.map((event) => event.summary).join("\n")).toMatch(/Wrong second-factor code/);
  });
});
