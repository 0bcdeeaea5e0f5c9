import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RankedList } from "./ranked-list.tsx";

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: `/page-${index + 1}`, count: 100 - index }));

const render = (count: number, more = { keys: 0, count: 0 }) =>
  renderToStaticMarkup(
    <RankedList title="Pages" list={{ rows: rows(count), more }} unit="views" empty="No page views yet." />,
  );

describe("a ranked list", () => {
  it("shows its first eight rows and says how many there are in all", () => {
    const html = render(12);
    expect(html.match(/<li/g)).toHaveLength(8);
    expect(html).toContain("/page-8");
    expect(html).not.toContain("/page-9<");
    expect(html).toContain("Show all 12");
    expect(html).not.toContain("in all");
  });

  it("offers nothing more when every row is shown", () => {
    const html = render(8);
    expect(html.match(/<li/g)).toHaveLength(8);
    expect(html).not.toContain("Show all");
  });

  it("counts the keys the report left out, and says where they are", () => {
    const html = render(50, { keys: 37, count: 412 });
    expect(html).toContain("Show the top 50");
    expect(html).toContain("87 in all: the top 50 and 37 more (412 views), every one in the CSV export.");
    expect(render(50, { keys: 1, count: 1 })).toContain("and 1 more (1 view)");
  });
});
