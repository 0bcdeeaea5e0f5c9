import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { serviceWorkerScript } from "./service-worker.ts";

const origin = "https://folio.test";

/** Runs the generated worker with a fake `self`, Cache Storage and network; answers what it responded. */
function startWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, Response>();
  const network = { online: true, requests: [] as string[] };
  const cache = {
    put: async (key: string | { url: string }, response: Response) => {
      stored.set(typeof key === "string" ? key : new URL(key.url).pathname, response);
    },
    match: async (key: string | { url: string }) =>
      stored.get(typeof key === "string" ? key : new URL(key.url).pathname)?.clone(),
    add: async () => undefined,
  };
  runInNewContext(serviceWorkerScript("test"), {
    self: {
      location: { origin },
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    },
    caches: { open: async () => cache },
    fetch: async (request: { url: string }) => {
      network.requests.push(request.url);
      if (!network.online) throw new TypeError("Failed to fetch");
      return new Response(`page for ${request.url}`, { status: 200 });
    },
    URL,
  });
  const navigate = (path: string): Promise<Response> | undefined => {
    let answer: Promise<Response> | undefined;
    listeners.get("fetch")?.({
      request: { method: "GET", url: `${origin}${path}`, mode: "navigate" },
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    });
    return answer;
  };
  return { navigate, stored, network };
}

describe("the service worker", () => {
  it("keeps the page network-first and serves the cached copy of / offline", async () => {
    const worker = startWorker();
    expect(await (await worker.navigate("/"))?.text()).toBe(`page for ${origin}/`);
    expect([...worker.stored.keys()]).toEqual(["/"]);
    worker.network.online = false;
    expect(await (await worker.navigate("/"))?.text()).toBe(`page for ${origin}/`);
  });

  it("never caches the owner's preview (or any query on /) and never answers it from the cache", async () => {
    const worker = startWorker();
    expect(worker.navigate("/?preview=1")).toBeUndefined();
    expect(worker.navigate("/?utm_source=mail")).toBeUndefined();
    expect(worker.stored.size).toBe(0);

    await worker.navigate("/");
    worker.network.online = false;
    expect(worker.navigate("/?preview=1")).toBeUndefined();
  });
});
