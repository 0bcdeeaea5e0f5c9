import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;

const importProjects = (payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/projects/import",
    headers: { cookie },
    payload: payload as object,
  });

const all = async () =>
  (await t.app.inject({ url: "/api/projects?all=true", headers: { cookie } })).json().items as Project[];

beforeAll(async () => {
  ({ t, cookie } = await buildOwnerApp());
});
afterAll(() => t.close());

describe("POST /api/projects/import", () => {
  it("maps every document shape of the specification and fills the defaults", async () => {
    const response = await importProjects([
      {
        $id: "doc-dollar",
        id: "ignored",
        title: "Appwrite doc",
        description: "From the hosted store",
        category: "Web Development",
        imageUrl: "https://img.example/a.png",
        videoUrl: "https://img.example/a.mp4",
        links: JSON.stringify({ live: "https://live.example", github: "https://github.com/x/y" }),
        technologies: ["React", "Node JS"],
        priority: "7",
        $createdAt: "2024-05-01T10:00:00.000+00:00",
        $collectionId: "projects",
      },
      { id: "plain-id", title: "Plain", description: "d", category: "App Development", links: "{not json" },
      {
        id: "id-wins",
        _id: "mongo-loses",
        title: "Object links",
        description: "d",
        category: "Other",
        links: { live: "https://object.example", codepen: "https://codepen.io/x" },
      },
      {
        _id: "mongo-id",
        title: "Mongo",
        description: "d",
        category: "UI/UX Design",
        progress: "in progress",
      },
      {
        title: "No id",
        description: "d",
        category: "Other",
        image: "https://img.example/b.png",
        imageUrl: "x",
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 5, created: 5, updated: 0 });
    const byTitle = Object.fromEntries((await all()).map((p) => [p.title, p]));
    expect(byTitle["Appwrite doc"]).toMatchObject({
      id: "doc-dollar",
      image: "https://img.example/a.png",
      video: "https://img.example/a.mp4",
      links: { live: "https://live.example", github: "https://github.com/x/y" },
      technologies: ["React", "Node JS"],
      priority: 7,
      createdAt: "2024-05-01T10:00:00.000Z",
      duration: "Not specified",
      status: "Completed",
      isActive: true,
    });
    expect(byTitle["Object links"]).toMatchObject({
      id: "id-wins",
      links: { live: "https://object.example", codepen: "https://codepen.io/x" },
    });
    expect(byTitle.Plain).toMatchObject({
      id: "plain-id",
      links: {},
      image: null,
      video: null,
      features: [],
    });
    expect(byTitle.Mongo).toMatchObject({ id: "mongo-id", status: "In Progress", priority: 0 });
    expect(byTitle["No id"]?.id).toMatch(/^[0-9a-f]{20}$/);
    expect(byTitle["No id"]?.image).toBe("https://img.example/b.png");
  });

  it("takes a whole-number id as its decimal text and unwraps a Mongo export's $oid", async () => {
    const oid = "65a1f0c2e4b0a1b2c3d4e5f6";
    const response = await importProjects([
      { id: 5, title: "Numeric id", description: "d", category: "Other" },
      { _id: { $oid: oid }, title: "Mongo export", description: "d", category: "Other" },
      {
        id: 0,
        _id: { $oid: "65a1f0c2e4b0a1b2c3d4e5f7" },
        title: "Zero wins",
        description: "d",
        category: "Other",
      },
      {
        $id: "dollar-wins",
        id: 6,
        _id: { $oid: oid },
        title: "Dollar wins",
        description: "d",
        category: "Other",
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 4, created: 4, updated: 0 });
    const byTitle = Object.fromEntries((await all()).map((p) => [p.title, p]));
    expect(byTitle["Numeric id"]?.id).toBe("5");
    expect(byTitle["Mongo export"]?.id).toBe(oid);
    expect(byTitle["Zero wins"]?.id).toBe("0");
    expect(byTitle["Dollar wins"]?.id).toBe("dollar-wins");
  });

  it("rejects an id that is neither text, a whole number nor a $oid object", async () => {
    const before = await all();
    const reason = 'id must be text, a whole number or a { "$oid": text } object';
    for (const [id, message] of [
      [1.5, reason],
      [true, reason],
      [["a"], reason],
      [{ $oid: 5 }, reason],
      [{ $oid: "65a1f0c2e4b0a1b2c3d4e5f8", extra: 1 }, reason],
      [{ $oid: "  " }, "id must not be blank"],
      [2 ** 60, "id is too large a number to keep exactly; give it as text"],
    ] as const) {
      const response = await importProjects([
        { id: "fine-before", title: "Fine", description: "d", category: "Other" },
        { id, title: "Odd id", description: "d", category: "Other" },
      ]);
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(response.json().error.message).toBe(`Project at index 1: ${message}`);
    }
    expect(await all()).toEqual(before);
  });

  it("replaces a project whose id already exists", async () => {
    const response = await importProjects([
      { id: "plain-id", title: "Plain v2", description: "d", category: "Other" },
    ]);
    expect(response.json()).toEqual({ imported: 1, created: 0, updated: 1 });
    expect((await all()).find((p) => p.id === "plain-id")?.title).toBe("Plain v2");
  });

  it("rejects the whole import when one document is invalid, naming its index and reason", async () => {
    const before = await all();
    const response = await importProjects([
      { id: "would-be-new", title: "Fine", description: "d", category: "Other" },
      { id: "broken", title: "", description: "d" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Project at index 1: Title is required, Category is required");
    expect(await all()).toEqual(before);

    const duplicate = await importProjects([
      { id: "same", title: "A", description: "d", category: "Other" },
      { id: "same", title: "B", description: "d", category: "Other" },
    ]);
    expect(duplicate.json().error.message).toBe("Project at index 1: id same appears twice");
    const priority = await importProjects([
      { title: "A", description: "d", category: "Other", priority: 42 },
    ]);
    expect(priority.json().error.message).toBe(
      "Project at index 0: Priority must be a whole number from 0 to 10",
    );
    const notObject = await importProjects(["text"]);
    expect(notObject.json().error.message).toBe("Project at index 0: must be an object");
    const notArray = await importProjects({ projects: [] });
    expect(notArray.statusCode).toBe(400);
    expect(await all()).toEqual(before);
  });
});
