import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultComponents } from "#shared/components/schema.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { saveConfigAndComponents } from "./site-config-api.ts";

/** Stands in for the server: every `PUT` the page sends is handed the path and the body it carried. */
const sent = vi.fn<(path: string, body: unknown) => Promise<Response>>();

describe("saveConfigAndComponents", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", (path: string, init: RequestInit) =>
      init.method === "PUT"
        ? sent(path, JSON.parse(String(init.body)))
        : Promise.reject(new Error(`unexpected ${init.method} ${path}`)),
    );
  });
  afterEach(() => {
    sent.mockReset();
    vi.unstubAllGlobals();
  });

  it("hands over the new version as soon as the configuration is stored, even when the list is refused", async () => {
    const refusal = { error: { code: "validation_failed", message: "Unknown component: popup" } };
    const put = sent
      .mockResolvedValueOnce(Response.json({ ...defaultSiteConfig, version: 8 }))
      .mockResolvedValueOnce(Response.json(refusal, { status: 400 }));
    const onConfigSaved = vi.fn();
    const saving = saveConfigAndComponents(
      { config: defaultSiteConfig, version: 7, components: defaultComponents },
      onConfigSaved,
    );
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toMatchObject({ status: 400, message: "Unknown component: popup" });
    expect(put).toHaveBeenNthCalledWith(1, "/api/site-config", { ...defaultSiteConfig, version: 7 });
    expect(put).toHaveBeenNthCalledWith(2, "/api/components", defaultComponents);
    expect(onConfigSaved).toHaveBeenCalledWith({ ...defaultSiteConfig, version: 8 });
  });

  it("stores only the configuration when the list did not change", async () => {
    const put = sent.mockResolvedValueOnce(Response.json({ ...defaultSiteConfig, version: 2 }));
    const saved = await saveConfigAndComponents({ config: defaultSiteConfig, version: 1 }, () => undefined);
    expect(saved).toEqual({ document: { ...defaultSiteConfig, version: 2 }, components: undefined });
    expect(put).toHaveBeenCalledTimes(1);
  });
});
