import { describe, expect, it } from "vitest";
import { buildReport } from "#server/features/analytics/analytics-report.ts";
import { withoutPrivateNames } from "./analytics-redaction.ts";
import type { PrivateIndex } from "./private-index.ts";

const index: PrivateIndex = {
  unlisted: new Set(),
  protected: new Set(["secret-vault"]),
  protectedIds: new Set(["p-secret"]),
  protectedMedia: new Set(),
};

describe("the Analytics report as an editor sees it", () => {
  const report = buildReport(
    {
      range: "7d",
      from: "2026-11-21",
      to: "2026-11-28",
      sums: [
        { metric: "path", key: "/projects/secret-vault", count: 4 },
        { metric: "path", key: "/projects/open-atrium", count: 3 },
        { metric: "project_page", key: "p-secret", count: 4 },
        { metric: "project_page", key: "p-open", count: 3 },
      ],
      series: [],
      titles: new Map([
        ["p-secret", "Obsidrane Vault"],
        ["p-open", "Open Atrium"],
      ]),
      postTitles: new Map(),
      enabled: true,
      liveVisitors: 0,
    } as never,
    { whole: true },
  );

  it("counts a protected page's views under one label, without its title, address or id", () => {
    const seen = withoutPrivateNames(report, index, "Private project");
    const text = JSON.stringify(seen);
    for (const word of ["Obsidrane", "secret-vault", "p-secret"]) expect(text).not.toContain(word);
    expect(seen.pages.rows).toContainEqual({ key: "Private project", count: 4 });
    expect(seen.pages.rows).toContainEqual({ key: "/projects/open-atrium", count: 3 });
    expect(seen.projects.map((row) => row.title).sort()).toEqual(["Open Atrium", "Private project"]);
  });
});
