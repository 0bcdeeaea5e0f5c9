import { describe, expect, it } from "vitest";
import type { VersionList } from "#shared/history/schema.ts";
import { defaultSectionContent } from "#shared/sections/content.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { testOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";
import { trashInDays, trashRequests } from "./trash-test-helpers.ts";

const [priya, daniel, sofia] = defaultSectionContent.testimonials.entries;

/** Issue 40, point 3: an entry a save removes from its section waits in the Trash, restorable at its place. */
describe(`Entries of sections in the Trash on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));
  const r = () => trashRequests(t, () => cookie);
  const home = async () => (await t.app.inject({ url: "/" })).body;
  const entriesOf = async (id: string) =>
    (await r().send("GET", `/api/sections/${id}`)).json().content as Record<string, { name?: string }[]>;

  it("keeps a testimonial the owner deleted, not the one edited in the same save, and restores it at its place", async () => {
    const { send, trashList } = r();
    expect(await home()).toContain(daniel?.content);
    const edited = { ...priya, content: "Alex shipped a polished app in weeks." };
    const saved = await send("PATCH", "/api/sections/testimonials", {
      content: { entries: [edited, sofia] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await home()).not.toContain(daniel?.content);

    const [item, ...others] = await trashList();
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      kind: "entry",
      title: "Daniel Okafor, Brightside Studio",
      detail: "A testimonial in “Testimonials”",
      deletedBy: { name: testOwner.name },
      daysLeft: 30,
    });
    const versions = (await send("GET", "/api/sections/testimonials/versions")).json() as VersionList;

    const restored = await send("POST", `/api/trash/entry/${item?.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await entriesOf("testimonials")).entries?.map((entry) => entry.name)).toEqual([
      "Priya Raman",
      "Daniel Okafor",
      "Sofia Lindqvist",
    ]);
    expect(await home()).toContain(daniel?.content);
    expect(await home()).toContain("Alex shipped a polished app in weeks.");
    expect(await trashList()).toEqual([]);
    // The restore is a save like any other: a new version the owner can undo from History.
    const after = (await send("GET", "/api/sections/testimonials/versions")).json() as VersionList;
    expect(after.items.length).toBe(versions.items.length + 1);
    expect((await send("POST", `/api/trash/entry/${item?.id}/restore`)).statusCode).toBe(404);
  });

  it("names a role and a service by their own words, waits for a section in the Trash, and deletes for good", async () => {
    const { send, trashList } = r();
    const experience = await entriesOf("experience");
    const [first, ...rest] = experience.experiences ?? [];
    expect(
      (await send("PATCH", "/api/sections/experience", { content: { experiences: rest } })).statusCode,
    ).toBe(200);
    const services = await entriesOf("services");
    const saved = await send("PATCH", "/api/sections/services", {
      content: { services: services.services?.slice(1) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const items = await trashList();
    expect(items.map(({ title, detail }) => [title, detail])).toEqual(
      expect.arrayContaining([
        ["Experience, Four-month internship", "A role in “Experience”"],
        ["Responsive Web", "A service in “Services & Skills”"],
      ]),
    );
    const role = items.find((entry) => entry.detail.startsWith("A role")) as { id: string };

    // Its section in the Trash: the entry waits for it, and says so.
    expect((await send("DELETE", "/api/sections/experience")).statusCode).toBe(204);
    const refused = await send("POST", `/api/trash/entry/${role.id}/restore`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      "Its section “Experience” is in the Trash: restore the section first, then this entry.",
    );
    expect((await send("POST", "/api/trash/section/experience/restore")).statusCode).toBe(200);
    expect((await send("POST", `/api/trash/entry/${role.id}/restore`)).statusCode).toBe(200);
    expect((await entriesOf("experience")).experiences?.[0]).toEqual(first);

    const service = (await trashList()).find((entry) => entry.kind === "entry") as { id: string };
    expect((await send("DELETE", `/api/trash/entry/${service.id}`)).statusCode).toBe(204);
    expect(await trashList()).toEqual([]);
    expect((await send("POST", `/api/trash/entry/${service.id}/restore`)).statusCode).toBe(404);
  });

  it("goes for good with the daily purge after 30 days", async () => {
    const { send, trashList } = r();
    const testimonials = await entriesOf("testimonials");
    await send("PATCH", "/api/sections/testimonials", {
      content: { entries: testimonials.entries?.slice(1) },
    });
    expect((await trashList()).length).toBe(1);
    const trashOn = (days: number) => trashInDays(t, days);
    expect(await trashOn(29).purgeExpired()).toEqual({ removed: 0 });
    expect(await trashOn(31).purgeExpired()).toEqual({ removed: 1 });
    expect(await trashList()).toEqual([]);
  });
});
