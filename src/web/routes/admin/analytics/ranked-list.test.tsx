import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RankedList } from "./ranked-list.tsx";

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: `/page-${index + 1}`, count: 100 - index }));

const render = (count: number) =>
  renderToStaticMarkup(
    <RankedList title="Pages" rows={rows(count)} unit="views" empty="No page views yet." />,
  );

describe("a ranked list", () => {
  it("shows its first eight rows and says how many there are in all", () => {
    const html = render(12);
    expect(html.match(/<li/g)).toHaveLength(8);
    expect(html).toContain("/page-8");
    expect(html).not.toContain("/page-9<");
    expect(html).toContain("Show all 12");
  });

  it("offers nothing more when every row is shown", () => {
    const html = render(8);
    expect(html.match(/<li/g)).toHaveLength(8);
    expect(html).not.toContain("Show all");
  });
});
