import { describe, expect, it } from "vitest";
import type { VersionList } from "#shared/history/schema.ts";
import type { Onboarding } from "#shared/onboarding/schema.ts";
import { defaultProjectsContent, defaultServicesContent } from "#shared/sections/defaults.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { changeSiteConfig, withOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";

const stepsDone = (onboarding: Onboarding) =>
  Object.fromEntries(onboarding.steps.map(({ id, done }) => [id, done]));

/** Issue 38, point 7 (decision 151): from the sample site to the owner's, step by step. */
describe(`"Make it yours" on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));
  const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("reads each step from the content, and removes the rest of the sample in one action", async () => {
    let onboarding = (await send("GET", "/api/onboarding")).json() as Onboarding;
    expect(stepsDone(onboarding)).toEqual({
      name: false,
      photo: false,
      projects: false,
      resume: false,
      look: false,
      sample: false,
    });
    expect(onboarding.sample.sections.map(({ id }) => id)).toContain("testimonials");

    // The owner's name and language, and their own words in the Experience section.
    await changeSiteConfig({ t, cookie }, (config) => ({
      ...config,
      site: {
        ...config.site,
        author: "Ayşe Yılmaz",
        title: "Ayşe Yılmaz — Mobile developer",
        language: "tr",
      },
      contact: { ...config.contact, email: "ayse@example.com" },
    }));
    const experience = await send("PATCH", "/api/sections/experience", {
      content: { title: "Deneyim", experiences: [] },
    });
    expect(experience.statusCode, experience.body).toBe(200);
    onboarding = (await send("GET", "/api/onboarding")).json() as Onboarding;
    expect(stepsDone(onboarding)).toMatchObject({ name: true, resume: true, look: true, sample: false });
    // The roles are hers; the sample's quote under them is still there, field by field.
    expect(onboarding.sample.sections.find(({ id }) => id === "experience")).toMatchObject({
      whole: false,
      fields: expect.arrayContaining(["quote", "quoteAuthor", "skills"]),
    });

    const cleared = await send("POST", "/api/onboarding/clear-sample");
    expect(cleared.statusCode, cleared.body).toBe(200);
    onboarding = cleared.json() as Onboarding;
    expect(onboarding.sample).toEqual({ sections: [], contact: false, description: false });
    expect(stepsDone(onboarding).sample).toBe(true);

    // `/` carries none of the sample developer's words; the owner's own stay.
    const home = (await t.app.inject({ url: "/" })).body;
    for (const sampleWords of ["Alex Morgan", "alexmorgan", "Priya Raman", "Lisbon, Portugal"]) {
      const at = home.indexOf(sampleWords);
      expect(at, `${sampleWords}: …${home.slice(Math.max(0, at - 150), at + 60)}…`).toBe(-1);
    }
    expect(home).toContain("Ayşe Yılmaz");
    expect(home).toContain("ayse@example.com");
    // The hero keeps the page's heading, in her name and role instead of the sample's.
    expect(/<h1[^>]*>[\s\S]*?Mobile[\s\S]*?developer[\s\S]*?<\/h1>/.test(home), "the hero's h1").toBe(true);
    // The sections still wholly the sample's are hidden, as a version of the component list the owner
    // can restore; the one she began keeps her roles, without the sample's quote.
    const components = (await send("GET", "/api/components")).json() as { id: string; isActive: boolean }[];
    expect(components.filter(({ isActive }) => !isActive).map(({ id }) => id)).toEqual(
      expect.arrayContaining(["testimonials", "about"]),
    );
    expect(components.find(({ id }) => id === "home")?.isActive).toBe(true);
    expect(components.find(({ id }) => id === "experience")?.isActive).toBe(true);
    const versions = (await send("GET", "/api/components/versions")).json() as VersionList;
    expect(versions.items[0]?.changed.length).toBeGreaterThan(0);
    expect(home).toContain("Deneyim");
  });

  it("is for the owner: an anonymous request changes nothing", async () => {
    const refused = await t.app.inject({ method: "POST", url: "/api/onboarding/clear-sample" });
    expect(refused.statusCode).toBe(401);
  });
});

describe(`Removing the sample content on ${testDialect} keeps what shows the owner's words`, () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));
  const send = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("keeps About's statement (it shows the Services' marquee too) and takes the gallery's sample headings", async () => {
    // Her summary, as a résumé import writes it: About's statement, shown by a component the
    // Services section (still wholly the sample's) shares.
    const statement = "접근성과 한글 타이포그래피를 아끼는 프론트엔드 엔지니어입니다.";
    const about = await send("PATCH", "/api/sections/about", { content: { description: statement } });
    expect(about.statusCode, about.body).toBe(200);
    // Her name, with the site title left as the sample's ("Alex Morgan — MERN Stack Developer").
    await changeSiteConfig({ t, cookie }, (config) => ({
      ...config,
      site: { ...config.site, author: "박서연" },
    }));

    const cleared = await send("POST", "/api/onboarding/clear-sample");
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as Onboarding).sample.sections).toEqual([]);

    const components = (await send("GET", "/api/components")).json() as { id: string; isActive: boolean }[];
    const shown = (id: string) => components.find((entry) => entry.id === id)?.isActive;
    expect(shown("about-explain")).toBe(true);
    expect(shown("services")).toBe(false);
    const home = (await t.app.inject({ url: "/" })).body;
    expect(home).toContain(statement);
    // The hero's heading is her name alone: the sample title's role is not hers.
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? "";
    expect(heading).toContain("박서연");
    expect(heading).not.toMatch(/MERN|Stack/);
    for (const sampleWords of [
      ...defaultServicesContent.marquee,
      defaultProjectsContent.title,
      defaultProjectsContent.subtitle,
      defaultProjectsContent.description,
    ])
      expect(home, sampleWords).not.toContain(sampleWords);
  });
});
