import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createLocalChangeBus } from "#server/changes/change-bus.ts";
import { invalidateOnOwnerWrites, PageCache } from "./page-cache.ts";

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
    changes.subscribe("page", () => cache.invalidate());
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
    app.post("/visitor", async (_request, reply) => reply.code(201).send({ ok: true }));
    app.get("/owner-read", { onRequest: asOwner }, async () => ({ ok: true }));
    await app.ready();
    return { app, cache, cachedWhenSent };
  }

  it("clears the cache before an owner write's answer is sent", async () => {
    const { app, cache, cachedWhenSent } = await appWithCache();
    cache.set("/", "<p>old</p>", cache.generation);
    await app.inject({ method: "PATCH", url: "/owner" });
    expect(cachedWhenSent).toEqual([false]);
    expect(cache.get("/")).toBeUndefined();
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
