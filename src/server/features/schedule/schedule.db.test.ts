import { describe, expect, it } from "vitest";
import type { VersionList } from "#shared/history/schema.ts";
import type { Project } from "#shared/projects/schema.ts";
import type { ScheduleList } from "#shared/schedule/schema.ts";
import { scheduleMessages } from "#shared/schedule/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";
import { applyDueChanges } from "./schedule.plugin.ts";
import { createScheduleService } from "./schedule.service.ts";

const minute = 60_000;

/** Issue 40, point 5 (decision 150): projects and sections go live and offline at their time. */
describe(`publishing on a schedule on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * minute).toISOString();
  /** One run of the job with the clock `minutes` ahead, as the running server does every 30 seconds. */
  const runAt = (minutes: number) => {
    const { projects, sections, posts } = t.app.services;
    const later = new Date(Date.now() + minutes * minute);
    return applyDueChanges(
      t.app,
      createScheduleService({ db: t.app.db, clock: () => later, projects, sections, posts }),
    );
  };
  const home = async () => (await t.app.inject({ url: "/" })).body;

  async function draftProject(title: string): Promise<Project> {
    const response = await send("POST", "/api/projects", {
      title,
      description: "Launches on a schedule",
      category: "Web Development",
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Project;
  }

  it("a draft post goes live at its time, dated then, and offline at its other", async () => {
    const created = await send("POST", "/api/posts", { title: "Harbour diary", body: "Day one." });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json() as { id: string; slug: string };
    for (const [action, minutes] of [
      ["publish", 10],
      ["unpublish", 90],
    ] as const) {
      const response = await send("PUT", "/api/schedule", {
        kind: "post",
        itemId: post.id,
        action,
        dueAt: inMinutes(minutes),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const listed = (await send("GET", "/api/schedule")).json() as ScheduleList;
    expect(listed.items.filter((item) => item.kind === "post").map((item) => item.title)).toEqual([
      "Harbour diary",
      "Harbour diary",
    ]);
    const page = async () => (await t.app.inject({ url: `/writing/${post.slug}` })).statusCode;
    expect(await page()).toBe(404);
    expect(await runAt(9)).toBe(0);
    expect(await runAt(12)).toBe(1);
    expect(await page()).toBe(200);
    expect(await home()).toContain("Harbour diary");
    // Without a date of its own, it is dated when it goes live, as when the owner publishes it.
    const published = (await send("GET", `/api/posts/${post.id}`)).json() as { publishedAt: string | null };
    expect(published.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await runAt(91)).toBe(1);
    expect(await page()).toBe(404);
  });

  it("a draft project goes live at its time, offline at its other, each a version saved by Schedule", async () => {
    const project = await draftProject("Harbour launch");
    const [goesLive, goesOffline] = [inMinutes(5), inMinutes(60)];
    let response = await send("PUT", "/api/schedule", {
      kind: "project",
      itemId: project.id,
      action: "publish",
      dueAt: goesLive,
    });
    expect(response.statusCode, response.body).toBe(200);
    response = await send("PUT", "/api/schedule", {
      kind: "project",
      itemId: project.id,
      action: "unpublish",
      dueAt: goesOffline,
    });
    const list = response.json() as ScheduleList;
    // What the server's wake-up is armed for: the soonest time.
    const { schedule } = t.app.services;
    expect(await schedule.nextDueAt()).toBe(goesLive);
    expect(list.timeZone).toBe("UTC");
    expect(list.items.map(({ action, title, setBy }) => [action, title, setBy])).toEqual([
      ["publish", "Harbour launch", expect.any(String)],
      ["unpublish", "Harbour launch", expect.any(String)],
    ]);
    expect(await home()).not.toContain("Harbour launch");

    expect(await runAt(4)).toBe(0);
    expect(await home()).not.toContain("Harbour launch");
    // Applied at the first run after its time, or after downtime, however late.
    expect(await runAt(30)).toBe(1);
    expect(await home()).toContain("Harbour launch");
    expect(await runAt(30)).toBe(0);
    expect(await schedule.nextDueAt()).toBe(goesOffline);
    const versions = (await send("GET", `/api/projects/${project.id}/versions`)).json() as VersionList;
    expect(versions.items[0]?.savedBy?.name).toBe("Schedule");

    expect(await runAt(61)).toBe(1);
    expect(await home()).not.toContain("Harbour launch");
    expect(((await send("GET", "/api/schedule")).json() as ScheduleList).items).toEqual([]);
    expect(await schedule.nextDueAt()).toBeUndefined();
  });

  it("a section can be taken offline at a time", async () => {
    // The section in the page's data (its id alone is also the component list's).
    const sectionHtml = '"name":"Testimonials","type":"testimonials"';
    expect(await home()).toContain(sectionHtml);
    const response = await send("PUT", "/api/schedule", {
      kind: "section",
      itemId: "testimonials",
      action: "unpublish",
      dueAt: inMinutes(10),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await runAt(11)).toBe(1);
    expect(await home()).not.toContain(sectionHtml);
    expect(
      (
        await send("PUT", "/api/schedule", {
          kind: "section",
          itemId: "testimonials",
          action: "publish",
          dueAt: inMinutes(20),
        })
      ).statusCode,
    ).toBe(200);
    expect(await runAt(21)).toBe(1);
    expect(await home()).toContain(sectionHtml);
  });

  it("refuses a time in the past, offline before live, an unknown item and a malformed time; cancels", async () => {
    const project = await draftProject("Checked launch");
    const set = (action: string, dueAt: string | null, itemId = project.id) =>
      send("PUT", "/api/schedule", { kind: "project", itemId, action, dueAt });

    let response = await set("publish", inMinutes(-1));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(scheduleMessages.inThePast);
    expect((await set("publish", inMinutes(30))).statusCode).toBe(200);
    response = await set("unpublish", inMinutes(20));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(scheduleMessages.offlineBeforeLive);
    expect((await set("publish", inMinutes(30), "no-such-project")).statusCode).toBe(404);
    response = await set("publish", "next tuesday");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(scheduleMessages.dueAt);
    // Nothing refused changed what was set.
    const mine = async () =>
      ((await send("GET", "/api/schedule")).json() as ScheduleList).items.filter(
        (item) => item.itemId === project.id,
      );
    let items = await mine();
    expect(items.map(({ itemId, action }) => [itemId, action])).toEqual([[project.id, "publish"]]);

    expect((await set("publish", null)).statusCode).toBe(200);
    items = await mine();
    expect(items).toEqual([]);
  });

  it("forgets a change whose project went to the Trash", async () => {
    const project = await draftProject("Trashed launch");
    await send("PUT", "/api/schedule", {
      kind: "project",
      itemId: project.id,
      action: "publish",
      dueAt: inMinutes(5),
    });
    expect((await send("DELETE", `/api/projects/${project.id}?trash=true`)).statusCode).toBe(204);
    expect(await runAt(6)).toBe(0);
    expect(((await send("GET", "/api/schedule")).json() as ScheduleList).items).toEqual([]);
  });
});
