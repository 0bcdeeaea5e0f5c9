import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { sampleProjects } from "#shared/projects/samples.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { render } from "#web/entry-server.tsx";
import { PublicRoot } from "#web/public-root.tsx";

const data: PageData = {
  siteConfig: defaultSiteConfig,
  components: defaultComponents,
  texts: resolveTexts({}),
  sections: [],
  latestPosts: [],
  projects: { items: [...sampleProjects], total: sampleProjects.length, categories: [], source: "sample" },
};

describe("the public page's router-free client root", () => {
  it("renders exactly the HTML the server renders for / through the router (so hydration matches)", () => {
    const server = render("/", data);
    expect(server).toContain("<!--$-->"); // the app's Suspense boundary, which the client root keeps
    expect(renderToString(<PublicRoot data={data} />)).toBe(server);
  });
});
