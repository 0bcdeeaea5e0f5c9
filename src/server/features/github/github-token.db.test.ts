import { describe, expect, it } from "vitest";
import type { GithubImportResult } from "#shared/github/schema.ts";
import type { GitHubDouble } from "#test/github-double.ts";
import { type GithubSite, withGithubSite } from "#test/github-site.ts";
import type { OwnerApp } from "#test/owner-app.ts";

let double: GitHubDouble;
let owner: OwnerApp;
let call: GithubSite["call"];
withGithubSite((site) => ({ double, owner, call } = site));

const importRepos = async (repositories: string[]) => {
  const response = await call("POST", "/api/github/import", { repositories });
  expect(response.statusCode).toBe(200);
  return response.json() as GithubImportResult;
};
const projectCount = async () => (await call("GET", "/api/projects?all=true")).json().total as number;

describe("the token", () => {
  it("is kept sealed, never answered back, sent as a Bearer token, and removable", async () => {
    expect((await call("GET", "/api/github/settings")).json()).toEqual({ apiUrl: double.url, token: "none" });
    const token = "ghp_R2d2C3poTokenForTests0123456789abcd";
    const saved = await call("PUT", "/api/github/token", { token });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(token);
    expect(saved.json()).toEqual({ apiUrl: double.url, token: "saved" });
    const stored = await owner.t.testDatabase.database.db
      .selectFrom("app_setting")
      .select("value")
      .where("key", "=", "github-token")
      .executeTakeFirstOrThrow();
    expect(stored.value).not.toContain(token);

    const count = double.requests.length;
    await call("GET", "/api/github/users/hanako-dev/repositories");
    expect(double.requests[count]?.headers.authorization).toBe(`Bearer ${token}`);

    double.revokedToken = token;
    const refused = await call("GET", "/api/github/users/hanako-dev/repositories");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: "GitHub refused the saved token (expired, revoked or mistyped). Replace or remove it.",
      fields: { token: expect.any(String) },
    });
    const projectsBefore = await projectCount();
    const result = await importRepos(["hanako-dev/old-blog"]);
    expect(result.items[0]?.error).toMatch(/GitHub refused the saved token/);
    expect(result.tokenError).toMatch(/GitHub refused the saved token/);
    expect(await projectCount()).toBe(projectsBefore);

    expect((await call("DELETE", "/api/github/token")).json()).toEqual({ apiUrl: double.url, token: "none" });
    double.revokedToken = undefined;
    const count2 = double.requests.length;
    expect((await call("GET", "/api/github/users/hanako-dev/repositories")).statusCode).toBe(200);
    expect(double.requests[count2]?.headers.authorization).toBeUndefined();
  });
});
