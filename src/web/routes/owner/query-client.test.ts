import type { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api-client.ts";
import { onboardingQueryKey, overviewQueryKey } from "#web/routes/admin/overview/overview-api.ts";
import { createOwnerQueryClient } from "./query-client.ts";
import { sessionQuery, sessionQueryKey } from "./session.ts";

const owner = { id: "u1", name: "Ada", email: "ada@example.com" };

function write(client: QueryClient, mutationFn: () => Promise<unknown>) {
  return client
    .getMutationCache()
    .build(client, { mutationFn })
    .execute(undefined)
    .catch(() => undefined);
}

describe("the owner area's query client", () => {
  it("refreshes the Overview and its Make it yours steps after every write, whichever feature made it and however it ended", async () => {
    for (const outcome of [
      () => Promise.resolve({ id: "p1" }),
      () => Promise.reject(new ApiError(400, "validation_failed", "Unknown component: popup")),
    ]) {
      const client = createOwnerQueryClient();
      client.setQueryData(overviewQueryKey, { recentActivity: [] });
      client.setQueryData(onboardingQueryKey, { steps: [] });
      expect(client.getQueryState(overviewQueryKey)?.isInvalidated).toBe(false);
      await write(client, outcome);
      expect(client.getQueryState(overviewQueryKey)?.isInvalidated).toBe(true);
      expect(client.getQueryState(onboardingQueryKey)?.isInvalidated).toBe(true);
    }
  });

  it("asks for the session again when any query answers 401, and not for other failures", async () => {
    const client = createOwnerQueryClient();
    client.setQueryData(sessionQueryKey, owner);
    const failing = (status: number) =>
      client
        .fetchQuery({
          queryKey: ["/api/projects", status],
          queryFn: () => Promise.reject(new ApiError(status, "internal_error", "no")),
          retry: false,
        })
        .catch(() => undefined);

    await failing(500);
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(false);
    await failing(401);
    expect(client.getQueryState(sessionQueryKey)?.isInvalidated).toBe(true);
  });

  it("does not retry client errors, and retries others twice", () => {
    const client = createOwnerQueryClient();
    const retry = client.getDefaultOptions().queries?.retry;
    if (typeof retry !== "function") throw new Error("retry is not a rule");
    expect(retry(0, new ApiError(404, "not_found", "gone"))).toBe(false);
    expect(retry(0, new ApiError(0, "network_error", "offline"))).toBe(true);
    expect(retry(2, new ApiError(0, "network_error", "offline"))).toBe(false);
  });

  describe("the session", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("keeps the signed-in owner when the server does not answer, and drops them on a 401", async () => {
      const client = createOwnerQueryClient();
      client.setQueryData(sessionQueryKey, owner);

      vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
      await expect(client.fetchQuery({ ...sessionQuery, staleTime: 0 })).rejects.toThrow(ApiError);
      expect(client.getQueryData(sessionQueryKey)).toEqual(owner);

      const unauthorized = { error: { code: "unauthorized", message: "Sign in first." } };
      vi.stubGlobal("fetch", () => Promise.resolve(Response.json(unauthorized, { status: 401 })));
      await client.fetchQuery({ ...sessionQuery, staleTime: 0 });
      expect(client.getQueryData(sessionQueryKey)).toBeNull();
    });
  });
});
