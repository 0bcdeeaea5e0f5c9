import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultComponents } from "#shared/components/schema.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { saveConfigAndComponents } from "./site-config-api.ts";

/** Stands in for the server: every `PUT` through `call()` hands it the endpoint's path and body. */
const sent = vi.hoisted(() => vi.fn());
vi.mock("#web/lib/call.ts", () => ({
  call: (endpoint: { method: string; path: string }, input?: { body?: unknown }) =>
    endpoint.method === "PUT"
      ? sent(endpoint.path, input?.body)
      : Promise.reject(new Error(`unexpected ${endpoint.method} ${endpoint.path}`)),
}));

describe("saveConfigAndComponents", () => {
  afterEach(() => sent.mockReset());

  it("hands over the new version as soon as the configuration is stored, even when the list is refused", async () => {
    const refused = new ApiError(400, "validation_failed", "Unknown component: popup");
    const put = sent
      .mockResolvedValueOnce({ ...defaultSiteConfig, version: 8 })
      .mockRejectedValueOnce(refused);
    const onConfigSaved = vi.fn();
    await expect(
      saveConfigAndComponents(
        { config: defaultSiteConfig, version: 7, components: defaultComponents },
        onConfigSaved,
      ),
    ).rejects.toBe(refused);
    expect(put).toHaveBeenNthCalledWith(1, "/api/site-config", { ...defaultSiteConfig, version: 7 });
    expect(put).toHaveBeenNthCalledWith(2, "/api/components", defaultComponents);
    expect(onConfigSaved).toHaveBeenCalledWith({ ...defaultSiteConfig, version: 8 });
  });

  it("stores only the configuration when the list did not change", async () => {
    const put = sent.mockResolvedValueOnce({ ...defaultSiteConfig, version: 2 });
    const saved = await saveConfigAndComponents({ config: defaultSiteConfig, version: 1 }, () => undefined);
    expect(saved).toEqual({ document: { ...defaultSiteConfig, version: 2 }, components: undefined });
    expect(put).toHaveBeenCalledTimes(1);
  });
});
