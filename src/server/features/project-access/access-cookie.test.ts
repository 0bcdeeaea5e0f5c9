import { describe, expect, it } from "vitest";
import { isShareToken } from "#shared/project-access/schema.ts";
import { createAccessCookie, hashShareToken, newShareToken, passwordMarkOf } from "./access-cookie.ts";

describe("the access cookie", () => {
  const cookie = createAccessCookie("a secret of the server");

  it("reads back what it signed: the project, and the link or the password's mark", () => {
    expect(cookie.verify(cookie.sign({ projectId: "p1", linkId: "sl_1" }))).toEqual({
      projectId: "p1",
      linkId: "sl_1",
    });
    expect(cookie.verify(cookie.sign({ projectId: "p1", passwordMark: "m" }))).toEqual({
      projectId: "p1",
      passwordMark: "m",
    });
  });

  it("reads as no access when missing, malformed, altered or signed with another secret", () => {
    const value = cookie.sign({ projectId: "p1", passwordMark: "m" });
    const [payload = "", signature = ""] = value.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ p: "p2", l: null, m: "m" })).toString("base64url");
    for (const bad of [
      undefined,
      "",
      "nonsense",
      `${payload}.`,
      `${payload}.${signature}.extra`,
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      createAccessCookie("another secret").sign({ projectId: "p1", passwordMark: "m" }),
      "x".repeat(2000),
    ])
      expect(cookie.verify(bad)).toBeUndefined();
  });

  it("marks a password without showing its hash, and the mark changes with it", () => {
    const mark = passwordMarkOf("$argon2id$v=19$one");
    expect(mark).not.toContain("argon2");
    expect(mark).toHaveLength(16);
    expect(passwordMarkOf("$argon2id$v=19$two")).not.toBe(mark);
  });
});

describe("share link tokens", () => {
  it("are 32 random bytes in base64url, stored as their SHA-256 only", () => {
    const token = newShareToken();
    expect(isShareToken(token)).toBe(true);
    expect(newShareToken()).not.toBe(token);
    expect(hashShareToken(token)).not.toBe(token);
    expect(hashShareToken(token)).toBe(hashShareToken(token));
    expect(isShareToken("short")).toBe(false);
    expect(isShareToken(`${token}!`)).toBe(false);
  });
});
