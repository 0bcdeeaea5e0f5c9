import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { homeCardContent } from "./card-contents.ts";
import { cardAddress, createSocialCardService } from "./social-cards.service.ts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("the social card cache", () => {
  it("draws a card once per content: not per request, not after a write that changed nothing", async () => {
    let author = "Alex Morgan";
    let drawings = 0;
    const cards = createSocialCardService({
      sources: {
        home: async () =>
          homeCardContent(
            { ...defaultSiteConfig, site: { ...defaultSiteConfig.site, author } },
            "https://a.test",
          ),
      },
      draw: async (content) => {
        drawings += 1;
        return Buffer.from(content.name);
      },
    });
    const file = (await cards.address("home")).slice("/cards/".length);
    await Promise.all([cards.lookup(file), cards.lookup(file), cards.lookup(file)]);
    expect(drawings).toBe(1);

    cards.invalidate();
    await settle();
    expect(drawings).toBe(1);
    expect(await cards.lookup(file)).toHaveProperty("file");

    author = "Zoë Łukasiewicz";
    cards.invalidate();
    await settle();
    // Drawn again after the write, before anyone asks for the new address.
    expect(drawings).toBe(2);
    const current = await cards.address("home");
    expect(current).not.toBe(`/cards/${file}`);
    expect(await cards.lookup(file)).toEqual({ current });
    const found = await cards.lookup(current.slice("/cards/".length));
    expect(found && "file" in found && found.file.bytes.toString()).toBe("Zoë Łukasiewicz");
    expect(drawings).toBe(2);
  });

  it("reads a project's card again after a change of that project or of everything, not of another project", async () => {
    let reads = 0;
    const cards = createSocialCardService({
      sources: {},
      dynamic: (kind) =>
        kind === "project-cedar"
          ? async () => {
              reads += 1;
              return {
                content: homeCardContent(defaultSiteConfig, "https://a.test"),
                dependsOn: { projects: ["c"] },
              };
            }
          : undefined,
      draw: async () => Buffer.from("png"),
    });
    const readsAfter = async (change: () => void) => {
      change();
      await cards.address("project-cedar");
      return reads;
    };
    expect(await readsAfter(() => undefined)).toBe(1);
    expect(await readsAfter(() => cards.invalidate({ projects: ["a"] }))).toBe(1);
    expect(await readsAfter(() => cards.invalidate({ projects: ["c"] }))).toBe(2);
    expect(await readsAfter(() => cards.invalidate())).toBe(3);
  });

  it("keeps no memory of a card that does not exist, however many made-up addresses are asked for", async () => {
    const reads = new Map<string, number>();
    const cards = createSocialCardService({
      sources: {},
      dynamic: (kind) =>
        kind.startsWith("project-")
          ? async () => {
              reads.set(kind, (reads.get(kind) ?? 0) + 1);
              if (kind !== "project-cedar") return undefined;
              return {
                content: homeCardContent(defaultSiteConfig, "https://a.test"),
                dependsOn: { projects: ["c"] },
              };
            }
          : undefined,
      draw: async () => Buffer.from("png"),
    });
    for (let i = 0; i < 3; i += 1) {
      expect(await cards.lookup("project-made-up-0123456789abcdef.png")).toBeUndefined();
      await cards.address("project-cedar");
    }
    // An absent card is read again each time (as any 404 is), a real one once.
    expect(reads.get("project-made-up")).toBe(3);
    expect(reads.get("project-cedar")).toBe(1);
  });

  it("names a card by its kind and a hash of what it shows", () => {
    const content = homeCardContent(defaultSiteConfig, "https://a.test");
    expect(cardAddress("home", content)).toMatch(/^\/cards\/home-[0-9a-f]{16}\.png$/);
    expect(cardAddress("home", { ...content, colors: { ...content.colors, primary: "#ff0000" } })).not.toBe(
      cardAddress("home", content),
    );
  });
});
