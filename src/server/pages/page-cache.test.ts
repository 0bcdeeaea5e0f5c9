import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createLocalChangeBus } from "#server/changes/change-bus.ts";
import { isTouched, readChangeScope } from "./cache-scope.ts";
import { invalidateOnOwnerWrites, narrowPageChange, PageCache } from "./page-cache.ts";

describe("PageCache", () => {
  it("keeps a page until it is invalidated", () => {
    const cache = new PageCache();
    cache.set("/", "<p>one</p>", cache.generation);
    expect(cache.get("/")).toBe("<p>one</p>");
    cache.invalidate();
    expect(cache.get("/")).toBeUndefined();
  });

  it("drops a page whose render began before the last invalidation", () => {
    const cache = new PageCache();
    const renderBegan = cache.generation;
    cache.invalidate();
    cache.set("/", "<p>stale</p>", renderBegan);
    expect(cache.get("/")).toBeUndefined();
    cache.set("/", "<p>fresh</p>", cache.generation);
    expect(cache.get("/")).toBe("<p>fresh</p>");
  });
});

describe("invalidateOnOwnerWrites", () => {
  /** Routes standing in for an owner write, a refused owner write and a visitor's write. */
  async function appWithCache() {
    const cache = new PageCache();
    const app = Fastify();
    const changes = createLocalChangeBus();
    const published: unknown[] = [];
    changes.subscribe("page", (data) => {
      published.push(data);
      cache.invalidate(readChangeScope(data));
    });
    invalidateOnOwnerWrites(app, changes);
    const cachedWhenSent: boolean[] = [];
    app.addHook("onSend", async (_request, _reply, payload) => {
      cachedWhenSent.push(cache.get("/") !== undefined);
      return payload;
    });
    const asOwner = async (request: { owner?: unknown }) => {
      request.owner = { id: "1", name: "Owner", email: "owner@folio.test", role: "owner" };
    };
    const changesPage = { effects: { audit: null, changesPage: true } };
    app.patch("/owner", { onRequest: asOwner, config: changesPage }, async () => ({ ok: true }));
    app.patch("/owner-refused", { onRequest: asOwner, config: changesPage }, async (_request, reply) =>
      reply.code(400).send({}),
    );
    app.patch(
      "/owner-inbox",
      { onRequest: asOwner, config: { effects: { audit: null, changesPage: false } } },
      async () => ({ ok: true }),
    );
    app.patch("/owner-project", { onRequest: asOwner, config: changesPage }, async (request) => {
      narrowPageChange(request, { projects: ["c"] });
      return { ok: true };
    });
    app.post("/visitor", async (_request, reply) => reply.code(201).send({ ok: true }));
    app.get("/owner-read", { onRequest: asOwner }, async () => ({ ok: true }));
    await app.ready();
    return { app, cache, cachedWhenSent, published };
  }

  it("clears the cache before an owner write's answer is sent", async () => {
    const { app, cache, cachedWhenSent } = await appWithCache();
    cache.set("/", "<p>old</p>", cache.generation);
    await app.inject({ method: "PATCH", url: "/owner" });
    expect(cachedWhenSent).toEqual([false]);
    expect(cache.get("/")).toBeUndefined();
  });

  it("publishes the scope a handler narrowed its write to, and drops only what it touches", async () => {
    const { app, cache, published } = await appWithCache();
    cache.set("/projects/e", "<p>e</p>", cache.generation, { dependsOn: { projects: ["e"] } });
    cache.set("/projects/d", "<p>d</p>", cache.generation, { dependsOn: { projects: ["c", "d", "e"] } });
    await app.inject({ method: "PATCH", url: "/owner-project" });
    await app.inject({ method: "PATCH", url: "/owner" });
    expect(published).toEqual([{ projects: ["c"] }, undefined]);
    expect(cache.get("/projects/d")).toBeUndefined();
    expect(cache.get("/projects/e")).toBeUndefined();
  });

  it("leaves the cache alone for a visitor's write, a refused write, an owner's read and a write that does not change the page", async () => {
    const { app, cache, cachedWhenSent } = await appWithCache();
    cache.set("/", "<p>kept</p>", cache.generation);
    await app.inject({ method: "POST", url: "/visitor" });
    await app.inject({ method: "PATCH", url: "/owner-refused" });
    await app.inject({ method: "GET", url: "/owner-read" });
    await app.inject({ method: "PATCH", url: "/owner-inbox" });
    expect(cachedWhenSent).toEqual([true, true, true, true]);
    expect(cache.get("/")).toBe("<p>kept</p>");
  });
});

describe("what an invalidation drops", () => {
  /** A cache holding a page made from everything, and two project pages made from a few projects each. */
  function filledCache() {
    const cache = new PageCache();
    cache.set("/", "<p>home</p>", cache.generation);
    cache.set("/projects/b", "<p>b</p>", cache.generation, { dependsOn: { projects: ["a", "b", "c"] } });
    cache.set("/projects/e", "<p>e</p>", cache.generation, { dependsOn: { projects: ["d", "e"] } });
    const held = () => ["/", "/projects/b", "/projects/e"].filter((key) => cache.get(key) !== undefined);
    return { cache, held };
  }

  it("drops the answers made from a changed project and those made from everything, and keeps the others", () => {
    const { cache, held } = filledCache();
    cache.invalidate({ projects: ["c"] });
    expect(held()).toEqual(["/projects/e"]);
  });

  it("drops every answer on a change without a scope", () => {
    const { cache, held } = filledCache();
    cache.invalidate();
    expect(held()).toEqual([]);
  });

  it("never stores an answer whose render began before any invalidation, however narrow", () => {
    const cache = new PageCache();
    const renderBegan = cache.generation;
    cache.invalidate({ projects: ["elsewhere"] });
    cache.set("/projects/e", "<p>e</p>", renderBegan, { dependsOn: { projects: ["e"] } });
    expect(cache.get("/projects/e")).toBeUndefined();
  });

  it("tells its listeners the scope", () => {
    const cache = new PageCache();
    const heard: unknown[] = [];
    cache.onInvalidate((scope) => heard.push(scope));
    cache.invalidate({ projects: ["c"] });
    cache.invalidate();
    expect(heard).toEqual([{ projects: ["c"] }, undefined]);
  });

  it("reads a change's payload as a scope, anything else as a change of everything", () => {
    expect(readChangeScope({ projects: ["c", "d"] })).toEqual({ projects: ["c", "d"] });
    for (const payload of [undefined, null, "c", {}, { projects: [] }, { projects: [1] }, { pages: ["c"] }])
      expect(readChangeScope(payload)).toBeUndefined();
    expect(isTouched("everything", { projects: ["c"] })).toBe(true);
    expect(isTouched({ projects: ["b", "c"] }, { projects: ["c"] })).toBe(true);
    expect(isTouched({ projects: ["b", "c"] }, { projects: ["e"] })).toBe(false);
    expect(isTouched({ projects: ["b"] }, undefined)).toBe(true);
  });
});
