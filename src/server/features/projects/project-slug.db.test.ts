import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;

const base = { description: "A case study", category: "Web Development" };

async function create(body: Record<string, unknown>): Promise<Project> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "PATCH", url: `/api/projects/${id}`, headers: { cookie }, payload });

beforeAll(async () => {
  ({ t, cookie } = await buildOwnerApp());
});
afterAll(() => t.close());

describe("project slugs and case-study fields", () => {
  it("makes the slug from the title, transliterated, with -2 on a clash", async () => {
    const first = await create({ ...base, title: "Café Ölçü Tracker" });
    const second = await create({ ...base, title: "Cafe Olcu  Tracker!" });
    const other = await create({ ...base, title: "東京の地図" });
    expect(first.slug).toBe("cafe-olcu-tracker");
    expect(second.slug).toBe("cafe-olcu-tracker-2");
    expect(other.slug).toMatch(/^project-[a-z0-9]{1,8}$/);
    expect(first).toMatchObject({
      body: "",
      gallery: [],
      seoTitle: "",
      seoDescription: "",
      socialCard: null,
    });
  });

  it("stores the write-up, gallery, SEO texts and custom card, and lists them", async () => {
    const gallery = [{ src: "/media/a.webp", alt: "The board", caption: "Drag and drop" }];
    const project = await create({
      ...base,
      title: "Board",
      slug: "team-board",
      body: "# Problem\n\nText",
      gallery,
      seoTitle: "Team board case study",
      seoDescription: "How we built it",
      socialCard: "/media/card.png",
    });
    expect(project).toMatchObject({
      slug: "team-board",
      body: "# Problem\n\nText",
      gallery,
      socialCard: "/media/card.png",
    });
    // The owner's list carries the case study; the gallery's card only what the card shows.
    const listed = (await t.app.inject({ url: "/api/projects?all=true", headers: { cookie } })).json()
      .items as Project[];
    expect(listed.find((item) => item.id === project.id)).toMatchObject({ slug: "team-board", gallery });
    const card = (await t.app.inject({ url: "/api/projects" })).json().items[0];
    expect(card).toMatchObject({ id: project.id, slug: "team-board" });
    expect(card).not.toHaveProperty("gallery");
    expect(card).not.toHaveProperty("body");
    const cleared = await patch(project.id, { socialCard: "" });
    expect(cleared.json().socialCard).toBeNull();
  });

  it("refuses a malformed slug and one another project holds, changing nothing", async () => {
    const project = await create({ ...base, title: "Refusals" });
    for (const slug of ["Has Spaces", "UPPER", "a--b", "-x", "x".repeat(81)]) {
      const response = await patch(project.id, { slug });
      expect(response.statusCode, slug).toBe(400);
      expect(response.json().error.message).toContain("lower-case letters a-z");
    }
    const taken = await patch(project.id, { slug: "cafe-olcu-tracker" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      "The address /projects/cafe-olcu-tracker is already used by another project",
    );
    const unknownField = await patch(project.id, { slugg: "x" });
    expect(unknownField.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/projects/${project.id}` })).json().slug).toBe("refusals");
  });

  it("keeps an old slug for the project: no other project may take it, the project may take it back", async () => {
    const project = await create({ ...base, title: "Renamed" });
    expect((await patch(project.id, { slug: "renamed-twice" })).json().slug).toBe("renamed-twice");
    const thief = await create({ ...base, title: "Thief" });
    expect((await patch(thief.id, { slug: "renamed" })).statusCode).toBe(409);
    // A new project titled like the old address gets the next free one.
    expect((await create({ ...base, title: "Renamed" })).slug).toBe("renamed-2");
    expect((await patch(project.id, { slug: "renamed" })).json().slug).toBe("renamed");
  });

  it("imports older exports without the new fields and round-trips an export with them", async () => {
    const older = [{ id: "old-1", title: "Older Export", description: "d", category: "Other" }];
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie },
      payload: older,
    });
    expect(response.statusCode, response.body).toBe(200);
    const imported = (await t.app.inject({ url: "/api/projects/old-1" })).json() as Project;
    expect(imported).toMatchObject({ slug: "older-export", body: "", gallery: [] });

    const exported = {
      ...imported,
      slug: "older-export-moved",
      body: "Body",
      gallery: [{ src: "/media/x.png", alt: "", caption: "c" }],
    };
    const again = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie },
      payload: [{ ...exported, imageAsset: undefined, position: undefined }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.app.inject({ url: "/api/projects/old-1" })).json()).toMatchObject({
      slug: "older-export-moved",
      body: "Body",
    });
    const slugClash = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie },
      payload: [{ id: "new-2", title: "x", description: "d", category: "Other", slug: "older-export-moved" }],
    });
    expect(slugClash.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/projects/new-2" })).json().slug).toBe("older-export-moved-2");
  });

  it("refuses a write-up the Markdown parser cannot finish in time, naming the field, and changes nothing", async () => {
    const project = await create({ ...base, title: "Hostile write-up", body: "A **fine** start." });
    const response = await patch(project.id, { body: "*a".repeat(50_000) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields.body).toMatch(/takes too long/);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/projects/${project.id}`,
      headers: { cookie },
    });
    expect(after.json().body).toBe("A **fine** start.");
  }, 30_000);
});
