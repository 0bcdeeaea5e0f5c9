import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImportPreview } from "#shared/json-resume/schema.ts";
import { type GithubSite, withGithubSite } from "#test/github-site.ts";
import { beatriz, beatrizWithPhoto } from "./fixtures/beatriz.ts";

let site: GithubSite;
withGithubSite((built) => {
  site = built;
});

/** Beatriz's résumé with her photo at `image` (her GitHub avatar, served by the double, unless told otherwise). */
const withImage = (image = site.double.addressOf(beatrizWithPhoto.basics.image as string)) => ({
  ...beatriz,
  basics: { ...(beatriz.basics as object), image },
});

const preview = async (resume: object) => {
  const response = await site.call("POST", "/api/admin/json-resume/preview", { resume });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportPreview;
};

const importItems = (resume: object, items: string[]) =>
  site.call("POST", "/api/admin/json-resume/import", { resume, items });

const about = async () => (await site.call("GET", "/api/sections/about")).json().content;
const library = async () =>
  (await site.call("GET", "/api/media?kind=image")).json().items as { url: string }[];

/** A 64×64 PNG written into the file as a data: address. */
const inlinePng = async () => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
};

describe("the About section's words", () => {
  it("are offered where they still greet as the former owner: the heading's name and the caption's role", async () => {
    const { items } = await preview(beatriz);
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get("about.title")).toMatchObject({
      label: "About: heading",
      before: "Hello, I'm Alex Morgan",
      after: "Hello, I'm Beatriz Figueiredo",
      chosen: true,
    });
    expect(byId.get("about.caption")).toMatchObject({
      before: "{name} — full-stack developer",
      after: "{name} — Engenheira de Software Front-end",
    });
    const response = await importItems(beatriz, ["site.author", "about.title", "about.caption"]);
    expect(response.statusCode, response.body).toBe(200);
    const page = (await site.owner.t.app.inject({ url: "/" })).body;
    expect(page).toContain("Hello, I&#x27;m Beatriz Figueiredo");
    expect(page).toContain("Beatriz Figueiredo — Engenheira de Software Front-end");
    // Neither the drawn heading nor the page data greets as the sample's owner any more.
    expect(page).not.toContain("Hello, I&#x27;m Alex Morgan");
    expect(page).not.toContain("Hello, I'm Alex Morgan");
  });

  it("are left alone where the owner wrote their own", async () => {
    const content = await about();
    const own = { ...content, title: "Olá, eu sou a Bia", caption: "Em São Paulo" };
    const saved = await site.call("PATCH", "/api/sections/about", { content: own });
    expect(saved.statusCode, saved.body).toBe(200);
    const { items } = await preview({ ...beatriz, basics: { ...(beatriz.basics as object), name: "Bia" } });
    expect(items.map((item) => item.id)).not.toContain("about.title");
    expect(items.map((item) => item.id)).not.toContain("about.caption");
  });
});

describe("the résumé's photo", () => {
  it("is offered as “Your photo”, copied into the media library on import (never hot-linked), and shown by About", async () => {
    const resume = withImage();
    const { items, leftOut } = await preview(resume);
    const photo = items.find((item) => item.id === "about.photo");
    expect(photo).toMatchObject({ label: "Your photo", action: "replace", chosen: true });
    expect(photo?.after).toContain("/avatars/u/48151623");
    expect(leftOut.join(" ")).not.toMatch(/photo/);

    const response = await importItems(resume, ["about.photo"]);
    expect(response.statusCode, response.body).toBe(200);
    const image = (await about()).image as string;
    expect(image).toMatch(/^\/media\//);
    expect((await library()).find((item) => item.url === image)).toMatchObject({ width: 460, height: 460 });
    const stored = await site.owner.t.app.inject({ url: image });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers["content-type"]).toMatch(/^image\//);
    expect(site.double.requests.some((request) => request.path.startsWith("/avatars/u/48151623"))).toBe(true);
    // The public page shows the copy; the avatar's address is nowhere on it.
    const page = (await site.owner.t.app.inject({ url: "/" })).body;
    expect(page).toContain(image);
    expect(page).not.toContain("/avatars/u/");
    // The export gives the photo back as a whole address on this site.
    const exported = (await site.call("GET", "/api/admin/json-resume")).json();
    expect(exported.basics.image).toBe(new URL(image, site.owner.t.config.publicUrl).href);
  });

  it("written into the file as a data: address is copied too, with no request made", async () => {
    const asked = site.double.requests.length;
    const resume = withImage(await inlinePng());
    const { items } = await preview(resume);
    expect(items.find((item) => item.id === "about.photo")?.after).toBe("the picture in the file");
    const response = await importItems(resume, ["about.photo", "site.author"]);
    expect(response.statusCode, response.body).toBe(200);
    const image = (await about()).image as string;
    expect((await library()).find((item) => item.url === image)).toMatchObject({ width: 64, height: 64 });
    expect(site.double.requests.length).toBe(asked);
  });

  it("that cannot be copied is refused with why, and nothing is written or kept", async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString("base64")}`;
    const cases: [string, RegExp][] = [
      [site.double.addressOf("https://avatars.githubusercontent.com/u/404"), /It answered 404\./],
      ["http://photos.example.com/me.jpg", /It is not served over https\./],
      ["https://10.0.0.8/me.jpg", /It points to a private or loopback address\./],
      ["https://[::1]/me.jpg", /It points to a private or loopback address\./],
      [
        site.double.addressOf(
          "https://raw.githubusercontent.com/hanako-dev/sakura-notes/main/docs/diagram.svg",
        ),
        /SVG image/,
      ],
      [svg, /SVG image/],
      [
        site.double.addressOf(
          "https://raw.githubusercontent.com/hanako-dev/sakura-notes/main/docs/wallpaper-8k.png",
        ),
        /larger than 10 MB/,
      ],
      ["not an address", /Its address is not a web address\./],
    ];
    const before = { about: await about(), config: (await site.call("GET", "/api/site-config")).json() };
    const files = (await library()).length;
    for (const [image, reason] of cases) {
      const response = await importItems(withImage(image), ["about.photo", "site.author"]);
      expect(response.statusCode, image).toBe(400);
      const message = response.json().error.message as string;
      expect(message, image).toMatch(/^Your photo could not be copied into the media library: /);
      expect(message, image).toMatch(reason);
      expect(message).toMatch(/Nothing was imported; untick “Your photo” to import the rest\.$/);
    }
    expect(await about()).toEqual(before.about);
    expect((await site.call("GET", "/api/site-config")).json()).toEqual(before.config);
    expect((await library()).length).toBe(files);
  });

  it("is taken back out of the media library when another chosen item breaks a rule", async () => {
    const files = (await library()).length;
    const broken = { ...withImage(), projects: [{ name: "Bad link", url: "javascript:alert(1)" }] };
    const { items } = await preview(broken);
    const response = await importItems(
      broken,
      items.map((item) => item.id),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^Project “Bad link”: links\.live /);
    expect((await library()).length).toBe(files);
  });
});
