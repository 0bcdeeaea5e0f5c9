import { describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { addSignedInUser, testOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";
import { trashRequests } from "./trash-test-helpers.ts";

/** Issue 40, point 3 (decision 142): deleted projects and sections wait in the Trash, restorable whole. */
describe(`The Trash on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));
  const r = () => trashRequests(t, () => cookie);
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("hides a trashed project from every reader at once, keeps its address reserved and restores it whole", async () => {
    const { send, projectWithGallery, trashList, ownerList } = r();
    const project = await projectWithGallery("harbour-lights", "Harbour Lights");
    const pageBefore = await get("/projects/harbour-lights");
    expect(pageBefore.statusCode).toBe(200);
    const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(pageBefore.body)?.[1] ?? "")
      .pathname;
    expect(card).toMatch(/^\/cards\/project-harbour-lights/);
    expect((await get(card)).statusCode).toBe(200);
    expect((await get("/")).body).toContain("Harbour Lights");
    const statsBefore = (await send("GET", "/api/projects/stats?all=true")).json() as { total: number };

    const trashed = await send("DELETE", `/api/projects/${project.id}?trash=true`);
    expect(trashed.statusCode, trashed.body).toBe(204);

    expect((await get("/projects/harbour-lights")).statusCode).toBe(404);
    expect((await get(card)).statusCode).toBe(404);
    expect((await get("/")).body).not.toContain("Harbour Lights");
    expect((await get("/sitemap.xml")).body).not.toContain("harbour-lights");
    expect((await get("/api/projects")).body).not.toContain(project.id);
    expect((await get(`/api/projects/${project.id}`)).statusCode).toBe(404);
    expect((await ownerList()).map((item) => item.id)).not.toContain(project.id);
    expect(((await send("GET", "/api/projects/stats?all=true")).json() as { total: number }).total).toBe(
      statsBefore.total - 1,
    );
    // Its media stay while it is in the Trash.
    expect((await get(project.gallery[0]?.src ?? "")).statusCode).toBe(200);
    // No new project takes its address.
    const taker = await send("POST", "/api/projects", {
      title: "Another",
      slug: "harbour-lights",
      description: "d",
      category: "Web Development",
    });
    expect(taker.statusCode).toBe(409);

    const [item] = (await trashList()).filter((entry) => entry.id === project.id);
    expect(item).toMatchObject({
      kind: "project",
      title: "Harbour Lights",
      detail: "/projects/harbour-lights",
      deletedBy: { name: testOwner.name },
      daysLeft: 30,
    });

    const restored = await send("POST", `/api/trash/project/${project.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    const page = await get("/projects/harbour-lights");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Columns you can drag");
    const back = (await ownerList()).find((entry) => entry.id === project.id) as Project;
    expect({ ...back, version: undefined }).toEqual({ ...project, version: undefined });
    expect((await trashList()).map((entry) => entry.id)).not.toContain(project.id);
    expect((await get("/")).body).toContain("Harbour Lights");
  });

  it("puts a deleted section in the Trash and restores it at its place", async () => {
    const { send, trashList } = r();
    const list = async () =>
      ((await send("GET", "/api/sections")).json() as { items: ContentSection[] }).items;
    const before = await list();
    const about = before.find((section) => section.type === "about") as ContentSection;
    const changed = await send("PATCH", `/api/sections/${about.id}`, {
      content: { ...about.content, description: "Lighthouse keeper turned developer." },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get("/")).body).toContain("Lighthouse keeper turned developer.");

    expect((await send("DELETE", `/api/sections/${about.id}`)).statusCode).toBe(204);
    expect((await list()).map((section) => section.id)).not.toContain(about.id);
    expect((await get("/")).body).not.toContain("Lighthouse keeper turned developer.");
    expect((await send("GET", "/api/sections/export")).body).not.toContain(`"id":"${about.id}"`);
    expect((await send("GET", `/api/sections/${about.id}`)).statusCode).toBe(404);
    expect(await trashList()).toContainEqual(
      expect.objectContaining({ kind: "section", id: about.id, title: about.name, detail: "about" }),
    );

    expect((await send("POST", `/api/trash/section/${about.id}/restore`)).statusCode).toBe(200);
    expect((await list()).map((section) => section.id)).toEqual(before.map((section) => section.id));
    expect((await get("/")).body).toContain("Lighthouse keeper turned developer.");
  });

  it("deletes an item for good with its versions and the media nothing else uses; its address is free again", async () => {
    const { send, projectWithGallery, trashList, uploadImage } = r();
    const project = await projectWithGallery("gone-for-good");
    const shared = await send("POST", "/api/projects", {
      title: "Shares the cover",
      description: "d",
      category: "Web Development",
      image: project.image,
    });
    expect(shared.statusCode).toBe(201);
    // A picture of the project's write-up that a post's write-up shows too: it stays.
    const second = await uploadImage("#2a6");
    await send("PATCH", `/api/projects/${project.id}`, { body: `![A shot](${second})` });
    const post = await send("POST", "/api/posts", {
      title: "Shares a picture",
      body: `![A shot](${second})`,
    });
    expect(post.statusCode, post.body).toBe(201);
    await send("DELETE", `/api/projects/${project.id}?trash=true`);

    // Only what is in the Trash is deleted through it.
    const live = (shared.json() as Project).id;
    expect((await send("DELETE", `/api/trash/project/${live}`)).statusCode).toBe(404);
    expect((await send("POST", `/api/trash/project/${live}/restore`)).statusCode).toBe(404);

    expect((await send("DELETE", `/api/trash/project/${project.id}`)).statusCode).toBe(204);
    expect((await trashList()).map((entry) => entry.id)).not.toContain(project.id);
    expect((await get(project.gallery[0]?.src ?? "")).statusCode).toBe(404);
    expect((await get(project.image ?? "")).statusCode).toBe(200); // still the other project's cover
    expect((await get(second)).statusCode).toBe(200); // still in the post's write-up
    expect((await send("GET", `/api/projects/${project.id}/versions`)).json()).toEqual({ items: [] });
    const again = await send("POST", "/api/projects", {
      title: "Gone for good, again",
      slug: "gone-for-good",
      description: "d",
      category: "Web Development",
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("lets editors trash, restore and delete for good, and only the owner empty the Trash", async () => {
    const { send, trashList } = r();
    const { cookie: editor } = await addSignedInUser(t, {
      name: "Eddie Editor",
      email: "trash-editor@folio.test",
      password: "a-long-editor-password",
      role: "editor",
    });
    const created = await send("POST", "/api/projects", {
      title: "Edited by Eddie",
      description: "d",
      category: "Web Development",
    });
    const { id } = created.json() as Project;
    expect((await send("DELETE", `/api/projects/${id}?trash=true`, undefined, editor)).statusCode).toBe(204);
    expect((await trashList(editor)).find((entry) => entry.id === id)?.deletedBy?.name).toBe("Eddie Editor");
    expect((await send("POST", `/api/trash/project/${id}/restore`, undefined, editor)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/projects/${id}?trash=true`, undefined, editor)).statusCode).toBe(204);
    expect((await send("DELETE", "/api/trash", undefined, editor)).statusCode).toBe(403);

    const emptied = await send("DELETE", "/api/trash");
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect((emptied.json() as { removed: number }).removed).toBeGreaterThanOrEqual(1);
    expect(await trashList()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/trash" })).statusCode).toBe(401);
    expect((await send("DELETE", `/api/projects/${id}?trash=true&permanent=true`)).statusCode).toBe(400);
  });

  it("an import of a trashed project's id brings it back, replaced by the file", async () => {
    const { send, trashList, ownerList } = r();
    const created = (
      await send("POST", "/api/projects", { title: "Imported back", description: "d", category: "Design" })
    ).json() as Project;
    await send("DELETE", `/api/projects/${created.id}?trash=true`);
    const imported = await send("POST", "/api/projects/import", [{ ...created, title: "Imported again" }]);
    expect(imported.json()).toMatchObject({ imported: 1, created: 0, updated: 1 });
    expect((await ownerList()).find((entry) => entry.id === created.id)?.title).toBe("Imported again");
    expect((await trashList()).map((entry) => entry.id)).not.toContain(created.id);
  });
});
