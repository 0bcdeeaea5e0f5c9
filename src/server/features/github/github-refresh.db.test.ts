import { beforeAll, describe, expect, it } from "vitest";
import type { GithubImported, GithubImportResult } from "#shared/github/schema.ts";
import type { Project } from "#shared/projects/schema.ts";
import type { GitHubDouble } from "#test/github-double.ts";
import { type GithubSite, withGithubSite } from "#test/github-site.ts";
import { buildOwnerApp, type OwnerApp } from "#test/owner-app.ts";

let double: GitHubDouble;
let owner: OwnerApp;
let call: GithubSite["call"];
withGithubSite((site) => ({ double, owner, call } = site));
let sakura: string;
let tsukimi: string;

const project = async (id: string) =>
  ((await call("GET", "/api/projects?all=true")).json().items as Project[]).find(
    (item) => item.id === id,
  ) as Project;
const imported = async (id: string) =>
  ((await call("GET", "/api/github/imported")).json().items as GithubImported[]).find(
    (item) => item.projectId === id,
  );
const versions = async (id: string) =>
  ((await call("GET", `/api/projects/${id}/versions`)).json().items as unknown[]).length;
const mediaCount = async () => (await call("GET", "/api/media")).json().total as number;

beforeAll(async () => {
  const response = await call("POST", "/api/github/import", {
    repositories: ["hanako-dev/sakura-notes", "hanako-dev/tsukimi_cli"],
  });
  const [first, second] = (response.json() as GithubImportResult).items;
  sakura = first?.projectId ?? "";
  tsukimi = second?.projectId ?? "";
});

it("imports the chosen repositories in the order chosen: the gallery lists the first chosen first", async () => {
  const listed = (await call("GET", "/api/projects?all=true")).json().items as { id: string }[];
  expect(listed.map((project) => project.id)).toEqual([sakura, tsukimi]);
});

describe("refreshing an imported project from GitHub", () => {
  it("starts with nothing locked, no daily refresh and nothing changed", async () => {
    expect(await imported(sakura)).toMatchObject({
      title: "Sakura Notes",
      locked: [],
      dailyRefresh: false,
      lastChanges: [],
    });
  });

  it("locks the fields the owner changes, and only those", async () => {
    const { version } = await project(sakura);
    const edited = await call("PATCH", `/api/projects/${sakura}`, { title: "さくらノート", version });
    expect(edited.statusCode).toBe(200);
    expect((await imported(sakura))?.locked).toEqual(["title"]);
  });

  it("writes what changed on GitHub into the unlocked fields, keeps the owner's title, and says what changed", async () => {
    double.revised = true;
    const [before, media] = [await versions(sakura), await mediaCount()];
    const response = await call("POST", `/api/github/imported/${sakura}/refresh`);
    expect(response.statusCode).toBe(200);
    const item = response.json() as GithubImported;
    expect(item).toMatchObject({
      title: "さくらノート",
      stars: 131,
      pushedAt: "2025-02-14T08:03:11Z",
      locked: ["title"],
      lastChanges: ["description", "writeUp"],
    });
    const after = await project(sakura);
    expect(after.title).toBe("さくらノート");
    expect(after.description).toBe(
      "桜の季節に書き始めた、オフラインで使えるMarkdownノートアプリ。端末間の同期にも対応",
    );
    expect(after.body).toContain("端末の間で同期できるようになりました");
    expect(after.body).not.toContain("季節ごとに変わるテーマ");
    // The new README's images are copied into the media library, not linked to GitHub.
    expect(after.body).not.toMatch(/\]\(https?:\/\/127\.0\.0\.1:\d+\/raw\//);
    expect(await mediaCount()).toBeGreaterThan(media);
    // One save, in the project's History like any other.
    expect(await versions(sakura)).toBe(before + 1);
  });

  it("asks again with ETags: nothing changed costs GitHub's limit nothing and saves no version", async () => {
    const [count, remaining, before] = [double.requests.length, double.remaining, await versions(sakura)];
    const item = (await call("POST", `/api/github/imported/${sakura}/refresh`)).json() as GithubImported;
    expect(item.lastChanges).toEqual([]);
    const asked = double.requests.slice(count);
    expect(asked.map((request) => request.path)).toEqual([
      "/repos/hanako-dev/sakura-notes",
      "/repos/hanako-dev/sakura-notes/languages",
      "/repos/hanako-dev/sakura-notes/readme",
    ]);
    expect(asked.every((request) => typeof request.headers["if-none-match"] === "string")).toBe(true);
    expect(double.remaining).toBe(remaining);
    expect(await versions(sakura)).toBe(before);
  });

  it("unlocks a field: GitHub's value at once, and at each refresh after", async () => {
    const response = await call("POST", `/api/github/imported/${sakura}/unlock`, { field: "title" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ locked: [], lastChanges: ["title"] });
    expect((await project(sakura)).title).toBe("Sakura Notes");
  });

  it("refreshes daily only the projects that follow their repository", async () => {
    const on = await call("PUT", `/api/github/imported/${tsukimi}/daily`, { dailyRefresh: true });
    expect(on.json()).toMatchObject({ projectId: tsukimi, dailyRefresh: true });
    const count = double.requests.length;
    const result = await owner.t.app.services.github.refresh({ daily: true });
    expect(result).toEqual({ checked: 1, missing: 0, error: null, retryAt: null });
    const asked = double.requests.slice(count).map((request) => request.path);
    expect(asked).toContain("/repos/hanako-dev/tsukimi_cli");
    expect(asked.some((path) => path.includes("sakura-notes"))).toBe(false);
  });

  it("refuses an unknown field, a project not imported, and a daily switch that is not a boolean", async () => {
    const field = await call("POST", `/api/github/imported/${sakura}/unlock`, { field: "image" });
    expect(field.statusCode).toBe(400);
    expect(field.json().error.message).toMatch(/field must be one of title, description/);
    const other = await call("POST", "/api/projects", {
      title: "Hand made",
      description: "Typed in by hand.",
      category: "Web",
    });
    expect(other.statusCode, other.body).toBe(201);
    const notImported = await call("POST", `/api/github/imported/${other.json().id}/refresh`);
    expect(notImported.statusCode).toBe(404);
    expect(notImported.json().error.message).toBe("That project was not imported from GitHub.");
    const daily = await call("PUT", `/api/github/imported/${sakura}/daily`, { dailyRefresh: "yes" });
    expect(daily.statusCode).toBe(400);
    expect((await imported(sakura))?.dailyRefresh).toBe(false);
  });

  it("leaves a project in the Trash out of the list and of every refresh", async () => {
    expect((await call("DELETE", `/api/projects/${tsukimi}?trash=true`)).statusCode).toBeLessThan(300);
    expect(await imported(tsukimi)).toBeUndefined();
    const count = double.requests.length;
    expect((await call("POST", "/api/github/refresh")).json()).toMatchObject({ checked: 1, error: null });
    expect(double.requests.slice(count).some((request) => request.path.includes("tsukimi_cli"))).toBe(false);
  });
});

describe("undoing a GitHub import", () => {
  it("moves the projects it made to the Trash in one action, and refuses a project it did not make", async () => {
    // A site of its own, where the recorded repositories are not imported yet.
    const other = await buildOwnerApp({ GITHUB_API_URL: double.url });
    const on = (method: "GET" | "POST", url: string, payload?: object) =>
      other.t.app.inject({ method, url, headers: { cookie: other.cookie }, ...(payload ? { payload } : {}) });
    try {
      const response = await on("POST", "/api/github/import", { repositories: ["hanako-dev/tsukimi_cli"] });
      const made = (response.json() as GithubImportResult).items[0]?.projectId ?? "";
      expect(made, response.body).toBeTruthy();
      const byHand = await on("POST", "/api/projects", {
        title: "By hand",
        description: "Not from GitHub.",
        category: "Web",
      });
      expect(byHand.statusCode, byHand.body).toBe(201);
      const refused = await on("POST", "/api/github/import/undo", { projectIds: [made, byHand.json().id] });
      expect(refused.statusCode, refused.body).toBe(404);
      const listed = async () => (await on("GET", "/api/github/imported")).json().items.length as number;
      expect(await listed()).toBe(1);

      const undone = await on("POST", "/api/github/import/undo", { projectIds: [made] });
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toEqual({ trashed: 1 });
      expect(await listed()).toBe(0);
      expect(JSON.stringify((await on("GET", "/api/trash")).json())).toContain("Tsukimi Cli");
      // Imported again, it says where the project is.
      const again = await on("POST", "/api/github/import", { repositories: ["hanako-dev/tsukimi_cli"] });
      expect((again.json() as GithubImportResult).items[0]).toMatchObject({
        projectId: null,
        error: "It was imported already, and that project is in the Trash: restore it from there.",
      });
    } finally {
      await other.t.close();
    }
  });
});
