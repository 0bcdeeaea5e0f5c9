import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GitHubDouble, startGitHubDouble } from "#test/github-double.ts";
import { createGitHubClient, nextLink } from "./github-client.ts";
import { GitHubNotFoundError, GitHubRateLimitError, GitHubUnavailableError } from "./github-errors.ts";
import { rateLimitOf } from "./rate-limit.ts";

let double: GitHubDouble;
beforeAll(async () => {
  double = await startGitHubDouble();
});
afterAll(() => double.close());

const client = (timeoutMs = 5000) =>
  createGitHubClient({ apiUrl: double.url, token: async () => undefined, timeoutMs });

describe("the GitHub client", () => {
  it("reads the next page from Link", () => {
    expect(
      nextLink(
        '<https://api.github.com/user/1/repos?page=2>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"',
      ),
    ).toBe("https://api.github.com/user/1/repos?page=2");
    expect(nextLink('<https://api.github.com/user/1/repos?page=1>; rel="prev"')).toBeUndefined();
    expect(nextLink(null)).toBeUndefined();
  });

  it("gathers every page of a list", async () => {
    const repos = await client().getAll<{ name: string }>(
      "/users/hanako-dev/repos?type=owner&sort=pushed&per_page=100",
    );
    expect(repos.map((repo) => repo.name)).toHaveLength(5);
  });

  it("waits out a secondary limit's Retry-After, without asking GitHub in between", async () => {
    const github = client();
    double.limit = "secondary";
    const refused = await github.get("/repos/hanako-dev/sakura-notes").catch((error: unknown) => error);
    double.limit = false;
    expect(refused).toBeInstanceOf(GitHubRateLimitError);
    const wait = (refused as GitHubRateLimitError).retryAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    const count = double.requests.length;
    await expect(github.get("/repos/hanako-dev/sakura-notes")).rejects.toBeInstanceOf(GitHubRateLimitError);
    expect(double.requests.length).toBe(count);
  });

  it("gives up after its timeout with a message saying so", async () => {
    double.delayMs = 1500;
    const error = await client(300)
      .get("/repos/hanako-dev/sakura-notes")
      .catch((e: unknown) => e);
    double.delayMs = 0;
    expect(error).toBeInstanceOf(GitHubUnavailableError);
    expect((error as Error).message).toMatch(
      /^GitHub did not answer within \d+ seconds\. Try again in a moment\.$/,
    );
  });

  it("names what was not found", async () => {
    const error = await client()
      .get("/repos/hanako-dev/renamed-away", { what: "The repository hanako-dev/renamed-away" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubNotFoundError);
    expect((error as Error).message).toMatch(
      /^The repository hanako-dev\/renamed-away was not found on GitHub/,
    );
  });
});

describe("rateLimitOf", () => {
  const now = new Date("2024-11-03T10:00:00Z");
  const answer = (status: number, headers: Record<string, string>) => new Response(null, { status, headers });

  it("reads a spent primary limit's reset, a Retry-After, and a bare secondary limit", () => {
    const reset = String(Math.floor(now.getTime() / 1000) + 600);
    expect(
      rateLimitOf(answer(403, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset }), now).retryAt,
    ).toEqual(new Date(now.getTime() + 600_000));
    expect(rateLimitOf(answer(429, { "retry-after": "30" }), now).retryAt).toEqual(
      new Date(now.getTime() + 30_000),
    );
    expect(rateLimitOf(answer(429, {}), now).retryAt).toEqual(new Date(now.getTime() + 60_000));
    expect(
      rateLimitOf(answer(200, { "x-ratelimit-remaining": "0", "x-ratelimit-reset": reset }), now),
    ).toEqual({
      exhaustedUntil: new Date(now.getTime() + 600_000),
    });
    expect(rateLimitOf(answer(403, { "x-ratelimit-remaining": "12" }), now)).toEqual({});
  });
});
