import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "#shared/api/error.ts";
import type { VersionList } from "#shared/history/schema.ts";
import type { Project } from "#shared/projects/schema.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { addSignedInUser, testOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";

/** Issue 40, point 4 (decision 139): a write based on an older version is refused, and says by whom. */
describe(`Stale writes of sections and projects on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  let editor: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const send = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const editorCookie = async () => {
    editor ??= (
      await addSignedInUser(t, {
        name: "Eddie Editor",
        email: "stale-editor@folio.test",
        password: "a-long-editor-password",
        role: "editor",
      })
    ).cookie;
    return editor;
  };
  const about = async () => {
    const { items } = (await send("GET", "/api/sections")).json() as { items: ContentSection[] };
    const section = items.find((item) => item.type === "about");
    if (!section) throw new Error("no about section");
    return section;
  };
  const versionCount = async (url: string) =>
    ((await send("GET", `${url}/versions`)).json() as VersionList).items.length;

  it("answers a section's version on reads and refuses a save over an older one, naming who and when", async () => {
    const section = await about();
    const url = `/api/sections/${section.id}`;
    expect(section.version).toBe(0);
    expect(((await send("GET", url)).json() as ContentSection).version).toBe(0);

    const theirs = await send(
      "PATCH",
      url,
      { content: { ...section.content, description: "Written by the editor." }, version: 0 },
      await editorCookie(),
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const saved = theirs.json() as ContentSection;
    expect(saved.version).toBe(2); // version 1 keeps what was stored before history
    const versionsBefore = await versionCount(url);

    const mine = await send("PATCH", url, {
      content: { ...section.content, description: "Written by the owner." },
      version: 0,
    });
    expect(mine.statusCode).toBe(409);
    const { error } = mine.json() as ApiErrorBody;
    expect(error.code).toBe("conflict");
    expect(error.message).toContain("Eddie Editor changed this at");
    expect(error.conflict).toMatchObject({ version: 2, savedBy: { name: "Eddie Editor" } });
    expect(error.conflict?.savedAt).toBe(
      ((await send("GET", `${url}/versions`)).json() as VersionList).items[0]?.savedAt,
    );
    expect((error.conflict?.current as ContentSection | undefined)?.content.description).toBe(
      "Written by the editor.",
    );

    // Nothing changed: the content, the versions and the page.
    expect(((await send("GET", url)).json() as ContentSection).content.description).toBe(
      "Written by the editor.",
    );
    expect(await versionCount(url)).toBe(versionsBefore);
    expect((await t.app.inject({ url: "/" })).body).not.toContain("Written by the owner.");

    // Over the version the conflict named, the owner's save goes through ("Keep mine").
    const kept = await send("PATCH", url, {
      content: { ...section.content, description: "Written by the owner." },
      version: error.conflict?.version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as ContentSection).version).toBe(3);
    expect((await t.app.inject({ url: "/" })).body).toContain("Written by the owner.");
  });

  it("accepts a section save without a version (status toggles, scripts), unchecked", async () => {
    const section = await about();
    const answer = await send("PATCH", `/api/sections/${section.id}`, { status: "published" });
    expect(answer.statusCode, answer.body).toBe(200);
    const bad = await send("PATCH", `/api/sections/${section.id}`, { status: "published", version: -1 });
    expect(bad.statusCode).toBe(400);
  });

  it("lets exactly one of two concurrent section saves from the same version through", async () => {
    const section = await about();
    const url = `/api/sections/${section.id}`;
    const base = section.version;
    const versionsBefore = await versionCount(url);
    const answers = await Promise.all([
      send("PATCH", url, { content: { ...section.content, description: "Racer one." }, version: base }),
      send(
        "PATCH",
        url,
        { content: { ...section.content, description: "Racer two." }, version: base },
        await editorCookie(),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as ContentSection;
    const loser = (answers.find((answer) => answer.statusCode === 409)?.json() as ApiErrorBody | undefined)
      ?.error;
    expect(loser?.conflict?.version).toBe(winner.version);
    expect((loser?.conflict?.current as ContentSection | undefined)?.content.description).toBe(
      winner.content.description,
    );
    expect(((await send("GET", url)).json() as ContentSection).content.description).toBe(
      winner.content.description,
    );
    expect(await versionCount(url)).toBe(versionsBefore + 1);
  });

  it("refuses a project save (write-up and gallery too) over an older version, and lets one of two racers through", async () => {
    const created = await send("POST", "/api/projects", {
      title: "Conflicted",
      description: "A project two people edit.",
      category: "Web Development",
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json() as Project;
    const url = `/api/projects/${project.id}`;
    expect(project.version).toBe(1);
    const listed = (await send("GET", "/api/projects?all=true")).json() as { items: Project[] };
    expect(listed.items.find((item) => item.id === project.id)?.version).toBe(1);
    // Visitors' reads carry no version.
    expect((await t.app.inject({ url }).then((answer) => answer.json())) as Project).not.toHaveProperty(
      "version",
    );

    const gallery = [{ src: "/media/a.webp", alt: "A", caption: "" }];
    const theirs = await send(
      "PATCH",
      url,
      { body: "## Their write-up", gallery, version: 1 },
      await editorCookie(),
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((theirs.json() as Project).version).toBe(2);

    const mine = await send("PATCH", url, { body: "## My write-up", title: "Mine", version: 1 });
    expect(mine.statusCode).toBe(409);
    const { error } = mine.json() as ApiErrorBody;
    expect(error.conflict).toMatchObject({ version: 2, savedBy: { name: "Eddie Editor" } });
    expect(error.conflict?.current).toMatchObject({ body: "## Their write-up", gallery, version: 2 });
    const now = (await send("GET", "/api/projects?all=true")).json() as { items: Project[] };
    expect(now.items.find((item) => item.id === project.id)).toMatchObject({
      title: "Conflicted",
      body: "## Their write-up",
      version: 2,
    });

    const answers = await Promise.all([
      send("PATCH", url, { title: "Racer one", version: 2 }),
      send("PATCH", url, { title: "Racer two", version: 2 }, await editorCookie()),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as Project;
    expect(winner.version).toBe(3);
    const after = ((await send("GET", `${url}/versions`)).json() as VersionList).items;
    expect(after.map((entry) => entry.version)).toEqual([3, 2, 1]);
    expect(after[0]?.savedBy?.name).toBe(winner.title === "Racer one" ? testOwner.name : "Eddie Editor");
  });

  it("refuses a save of the résumé's settings over an older version", async () => {
    const read = (await send("GET", "/api/admin/resume")).json() as { version: number; options: object };
    const theirs = await send(
      "PUT",
      "/api/admin/resume",
      { ...read.options, headline: "Their headline", version: read.version },
      await editorCookie(),
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await send("PUT", "/api/admin/resume", {
      ...read.options,
      headline: "My headline",
      version: read.version,
    });
    expect(mine.statusCode).toBe(409);
    const { error } = mine.json() as ApiErrorBody;
    expect(error.conflict).toMatchObject({
      savedBy: { name: "Eddie Editor" },
      current: { options: { headline: "Their headline" } },
    });
    const after = (await send("GET", "/api/admin/resume")).json() as { options: { headline: string } };
    expect(after.options.headline).toBe("Their headline");
  });
});
