import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GithubImportResult, GithubRepository } from "#shared/github/schema.ts";
import type { Project } from "#shared/projects/schema.ts";
import type { GitHubDouble } from "#test/github-double.ts";
import { type GithubSite, withGithubSite } from "#test/github-site.ts";
import { buildOwnerApp, type OwnerApp } from "#test/owner-app.ts";

let double: GitHubDouble;
let owner: OwnerApp;
let call: GithubSite["call"];
withGithubSite((site) => ({ double, owner, call } = site));

const importRepos = async (repositories: string[], live = false) => {
  const response = await call("POST", "/api/github/import", { repositories, live });
  expect(response.statusCode).toBe(200);
  return response.json() as GithubImportResult;
};
const projects = async () => (await call("GET", "/api/projects?all=true")).json().items as Project[];
const mediaCount = async () => (await call("GET", "/api/media")).json().total as number;

describe("listing a user's repositories", () => {
  it("follows Link through every page and answers each repository's facts", async () => {
    const response = await call("GET", "/api/github/users/hanako-dev/repositories");
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json() as { items: GithubRepository[]; total: number };
    expect(total).toBe(5);
    expect(items.map((repo) => repo.fullName)).toEqual([
      "hanako-dev/sakura-notes",
      "hanako-dev/tsukimi_cli",
      "hanako-dev/huge-readme",
      "hanako-dev/kyoto-bus-map",
      "hanako-dev/old-blog",
    ]);
    expect(items[0]).toMatchObject({
      description: "桜の季節に書き始めた、オフラインで使えるMarkdownノートアプリ",
      topics: ["markdown", "pwa", "offline-first"],
      language: "TypeScript",
      stars: 128,
      pushedAt: "2024-11-03T09:41:27Z",
      fork: false,
      archived: false,
      homepage: "https://sakura-notes.example.jp",
      importedAs: null,
    });
    expect(items.find((repo) => repo.name === "kyoto-bus-map")?.fork).toBe(true);
    expect(items.find((repo) => repo.name === "old-blog")?.archived).toBe(true);

    const listed = double.requests.filter((request) => request.path.includes("/repos?"));
    expect(listed.map((request) => request.path)).toEqual([
      "/users/hanako-dev/repos?type=owner&sort=pushed&per_page=100",
      "/user/5830127/repos?type=owner&sort=pushed&per_page=100&page=2",
    ]);
    expect(listed[0]?.headers).toMatchObject({
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
    });
    expect(listed[0]?.headers["user-agent"]).toMatch(/Folio/);
    expect(listed[0]?.headers.authorization).toBeUndefined();
  });

  it("asks again with If-None-Match: GitHub's 304 costs nothing and the list is the same", async () => {
    const before = double.remaining;
    const count = double.requests.length;
    const response = await call("GET", "/api/github/users/hanako-dev/repositories");
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(5);
    const again = double.requests.slice(count);
    expect(again).toHaveLength(2);
    expect(again.every((request) => typeof request.headers["if-none-match"] === "string")).toBe(true);
    expect(double.remaining).toBe(before);
  });

  it("answers 404 with a clear message for a name GitHub does not know", async () => {
    const response = await call("GET", "/api/github/users/nobody-here-404/repositories");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toMatch(/nobody-here-404 was not found on GitHub/);
  });

  it("refuses a name that cannot be a GitHub login", async () => {
    const response = await call("GET", "/api/github/users/-bad--name/repositories");
    expect(response.statusCode).toBe(400);
  });
});

describe("importing repositories", () => {
  let imported: GithubImportResult["items"][number];

  it("makes a draft with technologies, links and the README as the write-up, its images copied", async () => {
    const mediaBefore = await mediaCount();
    const result = await importRepos(["hanako-dev/sakura-notes"]);
    expect(result.retryAt).toBeNull();
    expect(result.tokenError).toBeNull();
    imported = result.items[0] as typeof imported;
    expect(imported).toMatchObject({
      repository: "hanako-dev/sakura-notes",
      title: "Sakura Notes",
      error: null,
    });
    expect(imported.imported).toEqual({
      technologies: ["TypeScript", "CSS", "HTML", "Shell", "markdown", "pwa", "offline-first"],
      links: ["live", "github"],
      writeUp: true,
      images: 2,
    });
    const notices = imported.notices.join("\n");
    expect(notices).toMatch(/diagram\.svg was not copied: It is an SVG image/);
    expect(notices).toMatch(
      /169\.254\.169\.254.* was not copied: It points to a private or loopback address/,
    );
    expect(notices).toMatch(/img\.shields\.io.* was not copied: It is on img\.shields\.io, not on GitHub/);
    expect(notices).toMatch(/wallpaper-8k\.png was not copied: It is larger than 10 MB/);
    expect(await mediaCount()).toBe(mediaBefore + 2);

    const project = (await projects()).find((item) => item.id === imported.projectId) as Project;
    expect(project).toMatchObject({
      title: "Sakura Notes",
      description: "桜の季節に書き始めた、オフラインで使えるMarkdownノートアプリ",
      // Its main language, not an English placeholder, is its category in the gallery's filter.
      category: "TypeScript",
      isActive: false,
      links: {
        github: "https://github.com/hanako-dev/sakura-notes",
        live: "https://sakura-notes.example.jp",
      },
    });
    expect(project.image).toMatch(/^\/media\/[a-f0-9]+-\d+\.webp$/);
    const body = project.body;
    expect(body).toContain("# さくらノート");
    expect(body).toMatch(/!\[さくらノートのロゴ\]\(\/media\/[a-f0-9]+-\d+\.webp\)/);
    expect(body).toMatch(/!\[アプリの画面\]\(\/media\/[a-f0-9]+-\d+\.webp\)/);
    expect(body).toContain("[使い方](https://github.com/hanako-dev/sakura-notes/blob/main/docs/usage.md)");
    expect(body).toContain("[ライセンス](https://github.com/hanako-dev/sakura-notes/blob/main/LICENSE)");
    expect(body).toContain("[License: MIT](https://github.com/hanako-dev/sakura-notes/blob/main/LICENSE)");
    expect(body).toContain(`[構成図](${double.url}/raw/hanako-dev/sakura-notes/main/docs/diagram.svg)`);
    expect(body).toContain("![画像](not-an-image.png)");
    expect(body).not.toMatch(/!\[[^\]]*\]\(https?:/);
  });

  it("keeps stars and the last push, lists the project as imported, and refuses importing it twice", async () => {
    const list = (await call("GET", "/api/github/imported")).json().items;
    expect(list).toEqual([
      expect.objectContaining({
        projectId: imported.projectId,
        fullName: "hanako-dev/sakura-notes",
        stars: 128,
        pushedAt: "2024-11-03T09:41:27Z",
        missingSince: null,
      }),
    ]);
    const repos = (await call("GET", "/api/github/users/hanako-dev/repositories")).json()
      .items as GithubRepository[];
    expect(repos[0]?.importedAs).toBe(imported.projectId);
    const again = await importRepos(["hanako-dev/sakura-notes"]);
    expect(again.items[0]).toMatchObject({
      projectId: imported.projectId,
      error: "It was imported already.",
    });
    expect((await projects()).length).toBe(1);
  });

  it("publishes at once when asked; a repository without a README gets an empty write-up", async () => {
    const result = await importRepos(["hanako-dev/tsukimi_cli"], true);
    expect(result.items[0]).toMatchObject({ title: "Tsukimi Cli", error: null });
    expect(result.items[0]?.imported).toMatchObject({
      technologies: ["Go", "Makefile", "cli"],
      links: ["github"],
      writeUp: false,
    });
    const project = (await projects()).find((item) => item.title === "Tsukimi Cli");
    expect(project).toMatchObject({ isActive: true, body: "" });
    // Its page shows the repository's stars (a link to it) and last push.
    const repository = (await call("GET", "/api/github/imported"))
      .json()
      .items.find((link: { fullName: string }) => link.fullName === "hanako-dev/tsukimi_cli");
    const page = await owner.t.app.inject({ url: `/projects/${project?.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`${new Intl.NumberFormat("en").format(repository.stars)} stars on GitHub`);
    expect(page.body).toContain(`href="${repository.htmlUrl}"`);
    expect(page.body).toContain(`dateTime="${repository.pushedAt}"`);
    // Its main language as its category; no "Not specified" duration, which says nothing in any language.
    expect(project?.category).toBe("Go");
    expect(page.body).not.toContain("Not specified");
  });

  it("imports nothing of a repository whose README is over the limit, and says so", async () => {
    const [projectsBefore, mediaBefore] = [(await projects()).length, await mediaCount()];
    const result = await importRepos(["hanako-dev/huge-readme"]);
    expect(result.items[0]).toMatchObject({ projectId: null, imported: null });
    expect(result.items[0]?.error).toMatch(
      /The README is 10 MB; a write-up holds at most 100,000 characters/,
    );
    expect((await projects()).length).toBe(projectsBefore);
    expect(await mediaCount()).toBe(mediaBefore);
  });

  it("answers a renamed or deleted repository with a clear message", async () => {
    const result = await importRepos(["hanako-dev/renamed-away"]);
    expect(result.items[0]?.error).toMatch(
      /hanako-dev\/renamed-away was not found on GitHub\. It may have been renamed, deleted/,
    );
  });

  it("marks an imported project whose repository is gone, and keeps it", async () => {
    double.gone.add("/repos/hanako-dev/sakura-notes");
    const refreshed = await call("POST", "/api/github/refresh");
    expect(refreshed.json()).toEqual({ checked: 2, missing: 1, error: null, retryAt: null });
    const list = (await call("GET", "/api/github/imported")).json().items as {
      fullName: string;
      missingSince: string | null;
    }[];
    expect(list.find((link) => link.fullName === "hanako-dev/sakura-notes")?.missingSince).toEqual(
      expect.any(String),
    );
    expect(list.find((link) => link.fullName === "hanako-dev/tsukimi_cli")?.missingSince).toBeNull();
    expect((await projects()).some((project) => project.id === imported.projectId)).toBe(true);
    double.gone.clear();
  });
});

describe("GitHub's rate limit", () => {
  let limited: OwnerApp;
  beforeAll(async () => {
    limited = await buildOwnerApp({ GITHUB_API_URL: double.url });
  });
  afterAll(async () => {
    double.limit = false;
    await limited?.t.close();
  });

  it("imports nothing, tells when to try again, and asks GitHub nothing more until then", async () => {
    double.limit = "primary";
    const response = await limited.t.app.inject({
      method: "POST",
      url: "/api/github/import",
      headers: { cookie: limited.cookie },
      payload: { repositories: ["hanako-dev/sakura-notes", "hanako-dev/tsukimi_cli"] },
    });
    const result = response.json() as GithubImportResult;
    expect(result.items.map((item) => item.projectId)).toEqual([null, null]);
    expect(result.items[0]?.error).toMatch(
      /GitHub's rate limit is reached\. Try again after \d\d:\d\d UTC \(in 30 minutes\)/,
    );
    const retryAt = Date.parse(result.retryAt ?? "");
    expect(retryAt - Date.now()).toBeGreaterThan(29 * 60_000);
    const list = await limited.t.app.inject({
      url: "/api/projects?all=true",
      headers: { cookie: limited.cookie },
    });
    expect(list.json().total).toBe(0);

    const count = double.requests.length;
    const listing = await limited.t.app.inject({
      url: "/api/github/users/hanako-dev/repositories",
      headers: { cookie: limited.cookie },
    });
    expect(listing.statusCode).toBe(429);
    expect(Number(listing.headers["retry-after"])).toBeGreaterThan(29 * 60);
    expect(double.requests.length).toBe(count);
  });
});
