import { describe, expect, it } from "vitest";
import type { VersionList, VersionSummary } from "#shared/history/schema.ts";
import type { Project } from "#shared/projects/schema.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { changeSiteConfig, withOwnerApp } from "#test/owner-app.ts";
import { addSignedInUser, testOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";

/** Issue 40: every save keeps a version; the History lists, reads and restores them. */
describe(`History of the editors' saves on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  let editor: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const send = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const versionsOf = async (url: string, as = cookie) => {
    const answer = await send("GET", `${url}/versions`, undefined, as);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as VersionList).items;
  };
  const hero = async () => {
    const { items } = (await send("GET", "/api/sections")).json() as { items: ContentSection[] };
    const section = items.find((item) => item.type === "hero");
    if (!section) throw new Error("no hero section");
    return section;
  };
  const editorCookie = async () => {
    editor ??= (
      await addSignedInUser(t, {
        name: "Eddie Editor",
        email: "editor@folio.test",
        password: "a-long-editor-password",
        role: "editor",
      })
    ).cookie;
    return editor;
  };

  it("keeps a section's versions: the content before, then each save with who, when and what changed", async () => {
    const section = await hero();
    const url = `/api/sections/${section.id}`;
    expect(await versionsOf(url)).toEqual([]);
    const first = { ...section.content, mainTitle: "Version two title" };
    expect((await send("PATCH", url, { content: first })).statusCode).toBe(200);
    expect(
      (await send("PATCH", url, { name: "Hero renamed", content: { ...first, subtitle: "New subtitle" } }))
        .statusCode,
    ).toBe(200);
    // A save that changes nothing keeps no version.
    expect((await send("PATCH", url, { name: "Hero renamed" })).statusCode).toBe(200);

    const versions = await versionsOf(url);
    expect(versions.map((v) => [v.version, v.savedBy?.name ?? null, v.changed])).toEqual([
      [3, testOwner.name, ["name", "content.subtitle"]],
      [2, testOwner.name, ["content.mainTitle"]],
      [1, null, []],
    ]);
    expect(Date.parse(versions[0]?.savedAt ?? "")).toBeGreaterThan(0);

    const one = (await send("GET", `${url}/versions/1`)).json() as VersionSummary & {
      content: ContentSection;
    };
    expect(one.content).toEqual({ name: section.name, status: section.status, content: section.content });
    expect((await send("GET", `${url}/versions/9`)).statusCode).toBe(404);
  });

  it("restores a version as a new save, live on the page, and undoes the restore by restoring again", async () => {
    const section = await hero();
    const url = `/api/sections/${section.id}`;
    const restored = await send("POST", `${url}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as ContentSection).content.mainTitle).toBe("Stack Developer");
    expect((await t.app.inject({ url: "/" })).body).not.toContain("Version two title");

    const [latest] = await versionsOf(url);
    expect(latest).toMatchObject({
      version: 4,
      restoredFrom: 1,
      changed: ["name", "content.mainTitle", "content.subtitle"],
    });

    // The restore is a version like any other: restoring the one before it undoes it.
    expect((await send("POST", `${url}/versions/3/restore`)).statusCode).toBe(200);
    expect((await hero()).content.subtitle).toBe("New subtitle");
    expect((await t.app.inject({ url: "/" })).body).toContain("Version two title");
    expect((await versionsOf(url))[0]).toMatchObject({ version: 5, restoredFrom: 3 });
  });

  it("keeps a project's write-up and gallery in its versions and restores them", async () => {
    const body = "## The problem\n\nA long write-up about the work. ".repeat(40);
    const created = await send("POST", "/api/projects", {
      title: "Versioned",
      description: "A project with history",
      category: "Web Development",
      body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as Project;
    const url = `/api/projects/${id}`;
    const gallery = [{ src: "https://img.example/a.png", alt: "A", caption: "First" }];
    expect((await send("PATCH", url, { body: `${body}\n\nOne more paragraph.`, gallery })).statusCode).toBe(
      200,
    );
    const versions = await versionsOf(url);
    expect(versions.map((v) => [v.version, v.changed])).toEqual([
      [2, ["body", "gallery"]],
      [1, []],
    ]);
    const restored = await send("POST", `${url}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ body, gallery: [] });
  });

  it("keeps a post's versions, restores one live on its page, and forgets them when it is deleted for good", async () => {
    const created = await send("POST", "/api/posts", {
      title: "東京の地図",
      body: "## 始まり\n\nThe first draft.",
      status: "published",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json() as { id: string; slug: string };
    const url = `/api/posts/${id}`;
    expect((await send("PATCH", url, { body: "A regretted rewrite.", tags: ["maps"] })).statusCode).toBe(200);
    const versions = await versionsOf(url);
    expect(versions.map((v) => [v.version, v.changed, v.savedBy?.name])).toEqual([
      [2, ["body", "tags"], testOwner.name],
      [1, [], testOwner.name],
    ]);
    expect((await t.app.inject({ url: `/writing/${slug}` })).body).toContain("A regretted rewrite.");
    const restored = await send("POST", `${url}/versions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ body: "## 始まり\n\nThe first draft.", tags: [] });
    expect((await t.app.inject({ url: `/writing/${slug}` })).body).toContain("The first draft.");
    expect((await versionsOf(url))[0]).toMatchObject({ version: 3, restoredFrom: 1 });
    // In the Trash a post keeps its versions; deleted for good, it takes them with it.
    expect((await send("DELETE" as "GET", url)).statusCode).toBe(204);
    expect((await versionsOf(url)).length).toBe(3);
    expect((await send("DELETE" as "GET", `/api/trash/post/${id}`)).statusCode).toBe(204);
    const gone = await t.app.db
      .selectFrom("item_version")
      .select("version")
      .where("kind", "=", "post")
      .where("item_id", "=", id)
      .execute();
    expect(gone).toEqual([]);
  });

  it("keeps the component list's and the résumé settings' versions", async () => {
    const list = (await send("GET", "/api/components")).json() as { id: string; isActive: boolean }[];
    const hidden = list.map((entry) => (entry.id === "testimonials" ? { ...entry, isActive: false } : entry));
    expect((await send("PUT", "/api/components", hidden)).statusCode).toBe(200);
    expect((await versionsOf("/api/components"))[0]?.changed).toEqual(["testimonials"]);
    expect((await send("POST", "/api/components/versions/1/restore")).statusCode).toBe(200);
    expect(((await send("GET", "/api/components")).json() as typeof list).every((e) => e.isActive)).toBe(
      true,
    );

    const state = (await send("GET", "/api/admin/resume")).json() as { options: object };
    const saved = await send("PUT", "/api/admin/resume", { ...state.options, headline: "Engineer" });
    expect(saved.statusCode, saved.body).toBe(200);
    const versions = await versionsOf("/api/admin/resume");
    expect(versions.map((v) => [v.version, v.changed])).toEqual([
      [2, ["headline"]],
      [1, []],
    ]);
    const back = await send("POST", "/api/admin/resume/versions/1/restore");
    expect(back.json()).toMatchObject({ options: { headline: "" } });
  });

  it("lets an editor read and restore content, and only the owner the site configuration", async () => {
    await changeSiteConfig({ t, cookie }, (config) => ({
      ...config,
      site: { ...config.site, title: "Owner's title" },
    }));
    const versions = await versionsOf("/api/site-config");
    expect(versions.map((v) => v.changed)).toEqual([["site.title"], []]);

    const as = await editorCookie();
    expect((await send("GET", "/api/site-config/versions", undefined, as)).statusCode).toBe(403);
    expect((await send("POST", "/api/site-config/versions/1/restore", undefined, as)).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/site-config/versions" })).statusCode).toBe(401);
    const section = await hero();
    const restored = await send("POST", `/api/sections/${section.id}/versions/2/restore`, undefined, as);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await versionsOf(`/api/sections/${section.id}`))[0]?.savedBy?.name).toBe("Eddie Editor");

    const before = (await send("GET", "/api/site-config/versions/1")).json() as { content: SiteConfig };
    const owner = await send("POST", "/api/site-config/versions/1/restore");
    expect(owner.statusCode, owner.body).toBe(200);
    expect((owner.json() as SiteConfig).site.title).toBe(before.content.site.title);
    expect(before.content.site.title).not.toBe("Owner's title");
    expect((await versionsOf("/api/site-config"))[0]).toMatchObject({
      version: 3,
      restoredFrom: 1,
      changed: ["site.title"],
    });
  });
});
