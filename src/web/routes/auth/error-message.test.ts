import { describe, expect, it } from "vitest";
import { authMessages } from "#shared/auth/rules.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { FormProblem, messageFor, refuseIf, signInMessage } from "./error-message.ts";

const failure = (status: number, message = "server words") =>
  new ApiError(status, status === 403 ? "forbidden" : "internal_error", message);

describe("the auth screens' error messages", () => {
  it("show the server's words for validation, refusals and rate limits, the fallback otherwise", () => {
    for (const status of [400, 403, 429]) expect(messageFor(failure(status))).toBe("server words");
    expect(messageFor(failure(500))).toBe(authMessages.unexpected);
    expect(messageFor(new ApiError(0, "network_error", "offline"), "fallback")).toBe("fallback");
  });

  it("sign-in: a wrong password is 'Invalid email or password'; a wrong address says where to go", () => {
    expect(signInMessage(failure(401))).toBe(authMessages.invalidCredentials);
    expect(signInMessage(failure(403, "Open Folio at http://localhost:3000 to sign in."))).toBe(
      "Open Folio at http://localhost:3000 to sign in.",
    );
    expect(signInMessage(failure(500))).toBe(authMessages.unexpected);
  });

  it("a form refused before the call shows its own words on every screen", () => {
    expect(() => refuseIf(undefined)).not.toThrow();
    const refused = (() => {
      try {
        refuseIf(authMessages.fillAllFields);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(FormProblem);
    expect(messageFor(refused, "fallback")).toBe(authMessages.fillAllFields);
    expect(signInMessage(refused)).toBe(authMessages.fillAllFields);
  });
});
