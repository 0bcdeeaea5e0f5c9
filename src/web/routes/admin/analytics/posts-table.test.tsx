import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostsTable } from "./posts-table.tsx";

describe("the Analytics tab's posts table", () => {
  it("shows each post's title, views and top sources, and how many sources it left out", () => {
    const html = renderToStaticMarkup(
      <PostsTable
        posts={[
          {
            id: "p1",
            title: "Field Notes",
            views: 120,
            sources: {
              rows: [
                { key: "(this site)", count: 70 },
                { key: "linkedin.com", count: 30 },
              ],
              more: { keys: 2, count: 20 },
            },
          },
        ]}
      />,
    );
    expect(html).toContain('<th scope="row">Field Notes</th><td>120</td>');
    expect(html).toContain("<td>(this site) 70, linkedin.com 30, 2 more 20</td>");
  });

  it("says when no post was read", () => {
    expect(renderToStaticMarkup(<PostsTable posts={[]} />)).toContain("No post was read in this range yet.");
  });
});
