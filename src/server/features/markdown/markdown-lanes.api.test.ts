import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { markdownLanes, markdownTimeLimitMs } from "./render-markdown.ts";

describe("visitors never wait behind the owner's Markdown (decision 133)", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  /** A project whose write-up no test rendered before: its page has to render it. */
  async function projectWithWriteUp(title: string): Promise<{ slug: string; anchor: string }> {
    const anchor = `written-${randomUUID()}`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: {
        title,
        description: "A project with a write-up",
        category: "Web Development",
        body: `## ${anchor}\n\nWhat was built, and **why**.\n\n\`\`\`ts\nconst lanes = 2;\n\`\`\``,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { slug: response.json().slug, anchor };
  }

  it(
    "project pages answer while a hostile write-up holds the owner's preview for its whole time limit",
    async () => {
      const projects = [
        await projectWithWriteUp("Lane One"),
        await projectWithWriteUp("Lane Two"),
        await projectWithWriteUp("Lane Three"),
      ];
      const ownerJobs = markdownLanes.owner.jobs;
      const visitorJobs = markdownLanes.visitors.jobs;
      const finished: string[] = [];
      const started = Date.now();
      // 50,000 `*a` take the parser minutes: the owner's thread works on it until the time limit.
      const preview = t.app
        .inject({
          method: "POST",
          url: "/api/projects/markdown-preview",
          headers: { cookie },
          payload: { body: "*a".repeat(50_000) },
        })
        .then((response) => {
          finished.push("preview");
          return response;
        });
      await vi.waitFor(() => expect(markdownLanes.owner.jobs).toBe(ownerJobs + 1));

      const waits: number[] = [];
      for (const { slug, anchor } of projects) {
        const asked = Date.now();
        const page = await t.app.inject({ method: "GET", url: `/projects/${slug}` });
        waits.push(Date.now() - asked);
        finished.push(slug);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<h2 id="${anchor}">`);
      }
      // Each page rendered its write-up now, on the visitors' thread.
      expect(markdownLanes.visitors.jobs).toBe(visitorJobs + projects.length);

      const answer = await preview;
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(/takes too long/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(markdownTimeLimitMs - 50);
      expect(finished, `visitors' pages answered in ${waits.join(", ")} ms`).toEqual([
        ...projects.map(({ slug }) => slug),
        "preview",
      ]);
    },
    markdownTimeLimitMs + 20_000,
  );

  it("a page rebuilt after another project's edit renders its write-up no more", async () => {
    const { slug, anchor } = await projectWithWriteUp("Rendered Once");
    const other = await projectWithWriteUp("Edited Meanwhile");
    const first = await t.app.inject({ method: "GET", url: `/projects/${slug}` });
    expect(first.body).toContain(`<h2 id="${anchor}">`);
    const jobs = markdownLanes.visitors.jobs;

    const edit = await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${(await projectBySlug(other.slug)).id}`,
      headers: { cookie },
      payload: { description: "Edited since" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const again = await t.app.inject({ method: "GET", url: `/projects/${slug}` });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`<h2 id="${anchor}">`);
    expect(markdownLanes.visitors.jobs).toBe(jobs);
  });

  async function projectBySlug(slug: string): Promise<{ id: string }> {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/projects?all=true",
      headers: { cookie },
    });
    const found = (response.json().items as { id: string; slug: string }[]).find(
      (project) => project.slug === slug,
    );
    if (!found) throw new Error(`no project ${slug}`);
    return found;
  }
});
