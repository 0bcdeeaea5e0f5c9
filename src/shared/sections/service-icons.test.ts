import { describe, expect, it } from "vitest";
import { serviceIconChoice, serviceIconNames } from "./service-icons.ts";

describe("a service's icon", () => {
  it("reads every name of the set as itself, whatever its case", () => {
    for (const name of serviceIconNames) expect(serviceIconChoice(name)).toEqual({ name });
    expect(serviceIconChoice(" Rocket ")).toEqual({ name: "rocket" });
  });

  it("reads the emoji older content stored as their icons (the new service's laptop included)", () => {
    expect(serviceIconChoice("💻")).toEqual({ name: "laptop" });
    expect(serviceIconChoice("📱")).toEqual({ name: "smartphone" });
    expect(serviceIconChoice("⚡")).toEqual({ name: "zap" });
    expect(serviceIconChoice("⚡️")).toEqual({ name: "zap" });
    expect(serviceIconChoice("🛡️")).toEqual({ name: "shield" });
  });

  it("shows any other emoji as text and gives anything else unknown the default icon", () => {
    expect(serviceIconChoice("🦄")).toEqual({ text: "🦄" });
    expect(serviceIconChoice("👩🏽‍🔬")).toEqual({ text: "👩🏽‍🔬" });
    expect(serviceIconChoice("unicorn")).toEqual({ name: "code" });
    expect(serviceIconChoice("")).toEqual({ name: "code" });
    expect(serviceIconChoice("<svg onload=x>")).toEqual({ name: "code" });
  });
});
