import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActivityList } from "./activity-list.tsx";

const entries = Array.from({ length: 30 }, (_, index) => ({
  id: `entry-${index}`,
  area: "security",
  summary: `Signed in ${index}`,
  actor: "Alex Morgan",
  createdAt: "2026-05-04T10:00:00.000Z",
}));

const render = (total: number, showMore?: () => void) =>
  renderToStaticMarkup(
    <ActivityList list={{ entries, total, showMore, loadingMore: false }} empty="No security events yet." />,
  );

describe("an activity list", () => {
  it("says how many entries it shows of how many, and offers the next ones", () => {
    const html = render(95, () => undefined);
    expect(html.match(/<li/g)).toHaveLength(30);
    expect(html).toContain("30 of 95 shown");
    expect(html).toContain("Show more");
  });

  it("offers nothing more once every entry is shown", () => {
    const html = render(30);
    expect(html).not.toContain("shown");
    expect(html).not.toContain("Show more");
  });
});
