import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { VersionSummary } from "#shared/history/schema.ts";
import { historyQueryKey } from "./history-api.ts";
import { HistoryPanel } from "./history-panel.tsx";

const versions: VersionSummary[] = [
  {
    version: 3,
    savedAt: new Date().toISOString(),
    savedBy: { id: "u2", name: "Eddie Editor" },
    changed: ["name", "content.subtitle"],
    restoredFrom: 1,
    size: 900,
  },
  {
    version: 2,
    savedAt: "2026-01-02T10:00:00.000Z",
    savedBy: { id: "u1", name: "Alex" },
    changed: ["content.mainTitle"],
    restoredFrom: null,
    size: 880,
  },
  {
    version: 1,
    savedAt: "2026-01-01T10:00:00.000Z",
    savedBy: null,
    changed: [],
    restoredFrom: null,
    size: 870,
  },
];

function render(items: VersionSummary[]): string {
  const client = new QueryClient();
  client.setQueryData(historyQueryKey("section", "hero-1"), items);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <HistoryPanel
        kind="section"
        id="hero-1"
        current={{}}
        onShow={() => undefined}
        onRestored={() => undefined}
      />
    </QueryClientProvider>,
  );
}

describe("HistoryPanel", () => {
  it("lists the versions newest first, by who and when, with the fields each changed", () => {
    const html = render(versions);
    expect(html.indexOf("Version 3")).toBeLessThan(html.indexOf("Version 2"));
    expect(html).toContain("Version 3 (saved now)");
    expect(html).toContain("Eddie Editor · ");
    expect(html).toContain("just now");
    expect(html).toContain("restored version 1");
    expect(html).toContain("Changed: Name, Subtitle");
    expect(html).toContain("Before history was kept");
  });

  it("lists the versions of a one-of-a-kind item (the résumé's settings), which has no id", () => {
    const client = new QueryClient();
    client.setQueryData(historyQueryKey("resume"), versions.slice(1));
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <HistoryPanel kind="resume" current={{}} onRestored={() => undefined} />
      </QueryClientProvider>,
    );
    expect(html).toContain("Version 2 (saved now)");
    expect(html).toContain("Changed: Main title");
  });

  it("says when there are no versions yet", () => {
    expect(render([])).toContain("No versions yet");
  });
});
