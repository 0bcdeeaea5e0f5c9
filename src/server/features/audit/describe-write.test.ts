import { describe, expect, it } from "vitest";
import { describeWrite } from "./describe-write.ts";

describe("describeWrite", () => {
  const write = (method: string, route: string, body: unknown = undefined, query: unknown = {}) =>
    describeWrite({ method, route, body, query });

  it("ignores reads and sign-in traffic", () => {
    expect(write("GET", "/api/sections")).toBeNull();
    expect(write("POST", "/api/auth/sign-in/email")).toBeNull();
    expect(write("POST", "/")).toBeNull();
  });

  it("names what changed", () => {
    expect(write("PUT", "/api/site-config")?.summary).toBe("Updated the site configuration");
    expect(write("POST", "/api/site-config/reset")?.summary).toBe(
      "Reset the site configuration and components to defaults",
    );
    expect(write("PATCH", "/api/sections/:id", { status: "draft" })?.summary).toBe(
      "Set a content section to draft",
    );
    expect(write("PATCH", "/api/sections/:id", { name: "Hero", content: {} })?.summary).toBe(
      "Edited content section “Hero”",
    );
    expect(write("POST", "/api/sections/import", { sections: [{}, {}] })?.summary).toBe(
      "Imported 2 content sections",
    );
    expect(write("POST", "/api/projects", { title: "Shop" })).toEqual({
      area: "projects",
      summary: "Added project “Shop”",
    });
    expect(write("DELETE", "/api/projects/:id", undefined, { permanent: "true" })?.summary).toBe(
      "Permanently deleted a project",
    );
    expect(write("DELETE", "/api/projects/:id")?.summary).toBe("Deactivated a project");
    expect(write("DELETE", "/api/feedback/:id")?.summary).toBe("Deleted a message");
    expect(write("PATCH", "/api/feedback/:id", { status: "archived" })?.summary).toBe("Archived a message");
    expect(write("PATCH", "/api/feedback/:id", { status: "spam" })?.summary).toBe("Marked a message as spam");
  });

  it("does not record opening a message (read) or marking it unread: the site did not change", () => {
    expect(write("PATCH", "/api/feedback/:id", { status: "read" })).toBeNull();
    expect(write("PATCH", "/api/feedback/:id", { status: "new" })).toBeNull();
  });
});
