import { describe, expect, it } from "vitest";
import type { GithubImported, GithubRepository } from "#shared/github/schema.ts";
import { fieldsUpdated, refreshChanges } from "./github-changes.ts";
import { localTime, timeAgo } from "./github-time.ts";
import { choosable, defaultRepositoryFilter, visibleRepositories } from "./repository-filter.ts";

const repo = (name: string, extra: Partial<GithubRepository> = {}): GithubRepository => ({
  id: name,
  fullName: `hanako-dev/${name}`,
  name,
  description: null,
  topics: [],
  language: null,
  stars: 0,
  pushedAt: null,
  fork: false,
  archived: false,
  private: false,
  htmlUrl: `https://github.com/hanako-dev/${name}`,
  homepage: null,
  importedAs: null,
  ...extra,
});

describe("the repository list's filters", () => {
  const items = [
    repo("sakura-notes", {
      description: "オフラインで使えるMarkdownノート",
      topics: ["pwa"],
      language: "TypeScript",
    }),
    repo("kyoto-bus-map", { fork: true }),
    repo("old-blog", { archived: true, importedAs: "p1" }),
  ];
  const names = (filter = defaultRepositoryFilter) => visibleRepositories(items, filter).map((r) => r.name);

  it("hides forks and archived repositories until asked for", () => {
    expect(names()).toEqual(["sakura-notes"]);
    expect(names({ ...defaultRepositoryFilter, forks: true })).toEqual(["sakura-notes", "kyoto-bus-map"]);
    expect(names({ ...defaultRepositoryFilter, archived: true })).toEqual(["sakura-notes", "old-blog"]);
  });

  it("searches the name, description, topics and language, every word", () => {
    const all = { forks: true, archived: true };
    expect(names({ ...all, search: "markdown" })).toEqual(["sakura-notes"]);
    expect(names({ ...all, search: "PWA typescript" })).toEqual(["sakura-notes"]);
    expect(names({ ...all, search: "bus" })).toEqual(["kyoto-bus-map"]);
    expect(names({ ...all, search: "bus pwa" })).toEqual([]);
  });

  it("offers only repositories not imported yet", () => {
    expect(choosable(items).map((r) => r.name)).toEqual(["sakura-notes", "kyoto-bus-map"]);
  });
});

describe("times", () => {
  const now = Date.parse("2025-06-01T12:00:00Z");
  it("says how long ago in words", () => {
    expect(timeAgo("2025-06-01T11:59:30Z", now)).toBe("just now");
    expect(timeAgo("2025-06-01T09:00:00Z", now)).toBe("3 hours ago");
    expect(timeAgo("2025-05-31T10:00:00Z", now)).toBe("1 day ago");
    expect(timeAgo("2025-03-01T12:00:00Z", now)).toBe("3 months ago");
    expect(timeAgo("2023-11-03T09:41:27Z", now)).toBe("1 year ago");
    expect(timeAgo("not a date", now)).toBe("");
  });

  it("adds the day to a time that is not today", () => {
    const today = new Date(2025, 5, 1, 9, 0);
    expect(localTime(new Date(2025, 5, 1, 14, 30), today)).not.toContain(" on ");
    expect(localTime(new Date(2025, 5, 2, 0, 30), today)).toContain(" on ");
  });
});

describe("what a refresh changed", () => {
  const item: GithubImported = {
    projectId: "p1",
    title: "Sakura Notes",
    dailyRefresh: false,
    locked: [],
    lastChanges: [],
    fullName: "hanako-dev/sakura-notes",
    htmlUrl: "https://github.com/hanako-dev/sakura-notes",
    stars: 120,
    pushedAt: "2024-11-03T09:41:27Z",
    importedAt: "2025-01-01T00:00:00Z",
    checkedAt: "2025-01-01T00:00:00Z",
    missingSince: null,
  };

  it("names the stars, the last push, a rename and a repository gone", () => {
    const after = {
      ...item,
      fullName: "hanako-dev/sakura",
      stars: 128,
      pushedAt: "2025-02-03T09:41:27Z",
      checkedAt: "2025-06-01T00:00:00Z",
    };
    const [change] = refreshChanges([item], [after]);
    expect(change?.changes).toEqual([
      "renamed from hanako-dev/sakura-notes",
      "stars 120 → 128",
      expect.stringMatching(/^pushed to on /),
    ]);
    expect(refreshChanges([item], [{ ...item, missingSince: "2025-06-01T00:00:00Z" }])[0]?.changes).toEqual([
      "no longer on GitHub (the project is kept)",
    ]);
  });

  it("names the fields a refresh wrote, and not those of an earlier refresh", () => {
    const after: GithubImported = {
      ...item,
      checkedAt: "2025-06-01T00:00:00Z",
      lastChanges: ["description", "writeUp"],
    };
    expect(refreshChanges([item], [after])[0]?.changes).toEqual(["description and write-up updated"]);
    expect(refreshChanges([after], [after])).toEqual([]);
    expect(fieldsUpdated(["title", "technologies", "websiteLink"])).toBe(
      "Title, technologies, and website link updated",
    );
  });

  it("lists nothing when nothing changed but the time it was asked", () => {
    expect(refreshChanges([item], [{ ...item, checkedAt: "2025-06-01T00:00:00Z" }])).toEqual([]);
  });
});
