import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { SecurityPanel } from "./security-panel.tsx";

const render = (enableHSTS: boolean) =>
  renderToString(
    <SecurityPanel
      config={{ ...defaultSiteConfig, security: { ...defaultSiteConfig.security, enableHSTS } }}
      errors={{}}
      update={() => {}}
    />,
  );

/** The dashboard's own address (it is only reachable on PUBLIC_URL's origin). */
function servedAt(protocol: string) {
  Object.assign(globalThis, { window: { location: { protocol } } });
}

describe("the Security tab", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("marks HSTS recommended while it is off on a site served over HTTPS", () => {
    servedAt("https:");
    expect(render(false)).toContain("Recommended");
    expect(render(true)).not.toContain("Recommended");
  });

  it("does not recommend HSTS on a site served over plain HTTP", () => {
    servedAt("http:");
    expect(render(false)).not.toContain("Recommended");
    expect(render(false)).toContain("serve over HTTPS first");
  });
});
