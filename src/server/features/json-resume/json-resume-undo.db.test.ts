import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { ImportPreview, ImportResult } from "#shared/json-resume/schema.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { beatriz } from "./fixtures/beatriz.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });

/** Imports every item the preview ticks; answers the import's result. */
async function importAll(): Promise<ImportResult> {
  const { items } = (
    await call("POST", "/api/admin/json-resume/preview", { resume: beatriz })
  ).json() as ImportPreview;
  const chosen = items.filter((item) => item.chosen).map((item) => item.id);
  const response = await call("POST", "/api/admin/json-resume/import", { resume: beatriz, items: chosen });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportResult;
}

/** What the import touches: the owner's name, the roles, the projects, the résumé's list and its PDF. */
async function site() {
  const config = (await call("GET", "/api/site-config")).json();
  const experience = (await call("GET", "/api/sections/experience")).json();
  const projects = (await call("GET", "/api/projects?all=true")).json().items as { title: string }[];
  const resume = (await call("GET", "/api/admin/resume")).json();
  const pdf = (await t.app.inject({ url: "/resume.pdf" })).rawPayload;
  return {
    author: config.site.author as string,
    roles: (experience.content.experiences as { position: string }[]).map((role) => role.position),
    projects: projects.map((project) => project.title).sort(),
    resumeProjects: resume.options.projectIds as string[],
    pdf: execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8" }),
  };
}

describe("undoing a résumé import in one action", () => {
  it("restores every part it saved and moves the projects it made to the Trash; a second undo is refused", async () => {
    const before = await site();
    expect(before.author).toBe(defaultSiteConfig.site.author);
    const { undo } = await importAll();
    expect(undo.parts.map((part) => part.kind).sort()).toEqual([
      "resume",
      "section",
      "section",
      "site-config",
    ]);
    expect(undo.projects).toHaveLength(2);
    expect((await site()).author).toBe("Beatriz Figueiredo");

    const response = await call("POST", "/api/admin/json-resume/undo", undo);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ restored: 4, trashed: 2 });
    const after = await site();
    expect({ ...after, pdf: undefined }).toEqual({ ...before, pdf: undefined });
    expect(after.pdf).not.toContain("Beatriz");
    const trash = (await call("GET", "/api/trash")).json().items as { title?: string; name?: string }[];
    expect(JSON.stringify(trash)).toContain("Lista de Feira");
    // The undo is itself a save: the History has it, and the same undo cannot run twice.
    const again = await call("POST", "/api/admin/json-resume/undo", undo);
    expect(again.statusCode).toBe(409);
    expect({ ...(await site()), pdf: undefined }).toEqual({ ...before, pdf: undefined });
  });

  it("undoes nothing once a part was changed after the import, and says which", async () => {
    const { undo } = await importAll();
    // The same file again offers its roles and skill groups as already there, unticked: nothing doubles.
    const again = (
      await call("POST", "/api/admin/json-resume/preview", { resume: beatriz })
    ).json() as ImportPreview;
    const roles = again.items.filter((item) => item.id.startsWith("experience.add."));
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((item) => item.action === "same" && !item.chosen)).toBe(true);
    const experience = (await call("GET", "/api/sections/experience")).json();
    const edited = await call("PATCH", "/api/sections/experience", {
      content: { ...experience.content, title: "Onde trabalhei" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const response = await call("POST", "/api/admin/json-resume/undo", undo);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      "A section was changed after the import, so the import was not undone: undo it from its History.",
    );
    const now = await site();
    expect(now.author).toBe("Beatriz Figueiredo");
    expect(now.projects).toContain("Lista de Feira");
  });

  it("refuses an undo that is not one", async () => {
    const response = await call("POST", "/api/admin/json-resume/undo", {
      parts: [{ kind: "users" }],
      projects: [],
    });
    expect(response.statusCode).toBe(400);
  });
});
