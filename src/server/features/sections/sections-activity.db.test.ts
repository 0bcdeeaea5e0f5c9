import { describe, expect, it } from "vitest";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

/**
 * The activity line each write of the page's sections, components and configuration declares on its
 * route, word for word as the Overview has always shown it, and that a refused write leaves none.
 */
describe("the activity lines of page writes", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const as = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** The newest activity line, as `area: summary`. */
  const latest = async () => {
    const [entry] = (await as("GET", "/api/admin/activity?limit=1")).json().items as {
      area: string;
      summary: string;
    }[];
    return entry && `${entry.area}: ${entry.summary}`;
  };

  it("names each sections write", async () => {
    const created = await as("POST", "/api/sections", { name: "  Extra footer ", type: "footer" });
    expect(created.statusCode).toBe(201);
    expect(await latest()).toBe("sections: Added content section “Extra footer”");
    const { id } = created.json() as ContentSection;

    await as("PATCH", `/api/sections/${id}`, { status: "published" });
    expect(await latest()).toBe("sections: Set a content section to published");
    await as("PATCH", `/api/sections/${id}`, { status: "draft", name: "Closing words" });
    expect(await latest()).toBe("sections: Edited content section “Closing words”");
    await as("PATCH", `/api/sections/${id}`, { content: { thankYouMessage: "Thanks" } });
    expect(await latest()).toBe("sections: Edited content section a content section");

    expect((await as("DELETE", `/api/sections/${id}`)).statusCode).toBe(204);
    expect(await latest()).toBe("sections: Moved a content section to the Trash");

    const file = (await as("GET", "/api/sections/export")).json();
    expect((await as("POST", "/api/sections/import", file)).statusCode).toBe(200);
    expect(await latest()).toBe(`sections: Imported ${file.sections.length} content sections`);
  });

  it("names the component list and configuration writes", async () => {
    const list = (await as("GET", "/api/components")).json();
    expect((await as("PUT", "/api/components", list)).statusCode).toBe(200);
    expect(await latest()).toBe("components: Changed which page components are shown");

    const { version, ...config } = (await as("GET", "/api/site-config")).json();
    expect((await as("PUT", "/api/site-config", { ...config, version })).statusCode).toBe(200);
    expect(await latest()).toBe("site-config: Updated the site configuration");
    expect((await as("POST", "/api/site-config/reset")).statusCode).toBe(200);
    expect(await latest()).toBe("site-config: Reset the site configuration and components to defaults");
  });

  it("writes no line for a refused write", async () => {
    const before = await latest();
    expect((await as("PATCH", "/api/sections/hero", { status: "hidden" })).statusCode).toBe(400);
    expect((await as("DELETE", "/api/sections/missing")).statusCode).toBe(404);
    expect((await as("PUT", "/api/site-config", { version: 0 })).statusCode).toBe(400);
    expect(await latest()).toBe(before);
  });
});
