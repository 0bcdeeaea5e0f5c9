import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { multipartFile } from "#server/features/backup/backup-test-helpers.ts";
import type { ImportPreview, LinkedinPreview } from "#shared/json-resume/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp, withOwnerApp } from "#test/owner-app.ts";
import { beatriz } from "./fixtures/beatriz.ts";
import { checkedJsonResume } from "./json-resume-format.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

async function call(app: TestApp, session: string, method: "GET" | "POST", url: string, payload?: object) {
  return app.app.inject({ method, url, headers: { cookie: session }, payload });
}

const preview = async (app = t, session = cookie, resume: unknown = beatriz) => {
  const response = await call(app, session, "POST", "/api/admin/json-resume/preview", { resume });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ImportPreview;
};

/** Imports every item the preview ticks but those `leftOut`. */
async function importChosen(app = t, session = cookie, resume: unknown = beatriz, leftOut: string[] = []) {
  const { items } = await preview(app, session, resume);
  const chosen = items.filter((item) => item.chosen && !leftOut.includes(item.id)).map((item) => item.id);
  const response = await call(app, session, "POST", "/api/admin/json-resume/import", {
    resume,
    items: chosen,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { applied: string[] };
}

/** The Experience section's roles as [position, period] pairs. */
const rolesOf = (experience: { content: { experiences: { position: string; duration: string }[] } }) =>
  experience.content.experiences.map((role) => [role.position, role.duration]);

const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes, encoding: "utf8" }).replace(
    /\s+/g,
    " ",
  );

describe("importing a résumé.json", () => {
  it("previews every change item by item, ticks all but keeping the owner's own roles, and writes nothing", async () => {
    const before = (await call(t, cookie, "GET", "/api/site-config")).json();
    const { items, leftOut } = await preview();
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get("site.author")).toMatchObject({
      action: "replace",
      before: before.site.author,
      after: "Beatriz Figueiredo",
      chosen: true,
    });
    expect(byId.get("site.title")?.after).toBe("Beatriz Figueiredo — Engenheira de Software Front-end");
    expect(byId.get("contact.location")?.after).toBe("São Paulo, SP, BR");
    // The sample's roles and skills are removed by default; two jobs and the volunteering are added.
    expect(byId.get("experience.remove")).toMatchObject({ action: "remove", chosen: true });
    expect(items.filter((item) => item.id.startsWith("experience.add.")).map((item) => item.after)).toEqual([
      "Engenheira de Software Sênior, Pagamentos Ipê",
      "Desenvolvedora Front-end, Agência Jabuticaba",
      "Mentora, Programaria",
    ]);
    expect(items.filter((item) => item.id.startsWith("project.")).map((item) => item.after)).toEqual([
      "Ipê Checkout",
      "Lista de Feira",
    ]);
    expect(items.filter((item) => item.id.startsWith("social.")).map((item) => item.label)).toEqual([
      "GitHub link",
      "LinkedIn link",
    ]);
    // The school, the certificate, the award and the languages join the Experience section's lists.
    const addedBy = (prefix: string) =>
      items.filter((item) => item.id.startsWith(prefix)).map((item) => item.after);
    expect(addedBy("education.add.")).toEqual([
      "Bacharelado, Ciência da Computação, Universidade de São Paulo, 2012 – 2016",
    ]);
    expect(addedBy("certificates.add.")).toEqual([
      "AWS Certified Developer – Associate, Amazon Web Services, May 2022",
    ]);
    expect(addedBy("awards.add.")).toEqual(["Prêmio Destaque em Acessibilidade, Pagamentos Ipê, Nov 2023"]);
    expect(addedBy("languages.add.")).toEqual(["Português, Nativo", "Inglês, Fluente"]);
    expect(leftOut).toEqual(["profiles on Mastodon"]);
    expect((await call(t, cookie, "GET", "/api/site-config")).json()).toEqual(before);
  });

  it("refuses a file that is not a JSON Resume, naming where, and an item the preview did not offer", async () => {
    const bad = await call(t, cookie, "POST", "/api/admin/json-resume/preview", {
      resume: { basics: { name: "Ana", email: "not an address" }, work: "none" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^The file is not a valid JSON Resume: basics\.email .*; work /);
    const list = await call(t, cookie, "POST", "/api/admin/json-resume/preview", { resume: [1, 2] });
    expect(list.statusCode).toBe(400);
    const unknown = await call(t, cookie, "POST", "/api/admin/json-resume/import", {
      resume: beatriz,
      items: ["site.author", "project.9"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe("The import changed since it was previewed: preview it again");
  });

  it("writes nothing when one chosen item breaks a rule of the site (one transaction)", async () => {
    const before = (await call(t, cookie, "GET", "/api/site-config")).json();
    const broken = {
      ...beatriz,
      projects: [{ name: "Bad link", description: "x", url: "javascript:alert(1)" }],
    };
    const { items } = await preview(t, cookie, broken);
    const response = await call(t, cookie, "POST", "/api/admin/json-resume/import", {
      resume: broken,
      items: items.map((item) => item.id),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/^Project “Bad link”: links\.live /);
    expect((await call(t, cookie, "GET", "/api/site-config")).json()).toEqual(before);
    expect((await call(t, cookie, "GET", "/api/projects?all=true")).json().items).toEqual([]);
  });

  it("imports the chosen items in one go: name, contact, roles, skills and projects reach the site and the PDF", async () => {
    const { applied } = await importChosen();
    expect(applied).toContain("Your name");
    const config = (await call(t, cookie, "GET", "/api/site-config")).json();
    expect(config.site.author).toBe("Beatriz Figueiredo");
    expect(config.contact).toMatchObject({
      email: "beatriz@figueiredo.dev",
      phone: "+55 11 98765-4321",
      location: "São Paulo, SP, BR",
    });
    expect(config.contact.socialLinks.github).toBe("https://github.com/bfigueiredo");
    const experience = (await call(t, cookie, "GET", "/api/sections/experience")).json();
    expect(rolesOf(experience)).toEqual([
      ["Engenheira de Software Sênior", "Mar 2021 – Present"],
      ["Desenvolvedora Front-end", "Jun 2017 – Feb 2021"],
      ["Mentora", "2019 – Present"],
    ]);
    expect(experience.content.skills).toEqual([
      { category: "Front-end", items: ["TypeScript", "React", "CSS"] },
      { category: "Qualidade", items: ["Playwright", "Acessibilidade (WCAG)"] },
    ]);
    const projects = (await call(t, cookie, "GET", "/api/projects?all=true")).json().items;
    expect(
      projects.map((project: { title: string; isActive: boolean }) => [project.title, project.isActive]),
    ).toEqual(
      expect.arrayContaining([
        ["Ipê Checkout", true],
        ["Lista de Feira", true],
      ]),
    );
    const lista = projects.find((project: { title: string }) => project.title === "Lista de Feira");
    expect(lista.links).toEqual({ github: "https://github.com/bfigueiredo/lista-de-feira" });

    const text = pdfText((await t.app.inject({ url: "/resume.pdf" })).rawPayload);
    for (const words of [
      "Beatriz Figueiredo",
      "Engenheira de Software Front-end",
      "Lidero o front-end do checkout",
      "Reduzi o tempo de carregamento do checkout em 43%",
      "Mentora",
      "Ipê Checkout",
      "Lista de Feira",
      "Bacharelado, Ciência da Computação",
      "Universidade de São Paulo",
      "AWS Certified Developer – Associate",
      "Prêmio Destaque em Acessibilidade",
      "Português (Nativo)",
    ])
      expect(text, words).toContain(words);
    // Each written item is a version in the history, like any save (undone from the History panel).
    const versions = (await call(t, cookie, "GET", "/api/site-config/versions")).json();
    expect(versions.items[0].savedBy).toBeTruthy();
  });

  it("round-trips: the site's export is a valid JSON Resume, and imported into a new site it makes the same PDF text", async () => {
    const exported = await call(t, cookie, "GET", "/api/admin/json-resume");
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toBe('attachment; filename="resume.json"');
    const file = exported.json();
    expect(() => checkedJsonResume(file)).not.toThrow();
    expect(file.work[0]["x-folio-period"]).toBe("Mar 2021 – Present");
    const about = (await call(t, cookie, "GET", "/api/sections/about")).json();
    expect(file.basics.image).toBe(new URL(about.content.image, t.config.publicUrl).href);

    const other = await buildOwnerApp();
    try {
      // The photo stays behind: this site's address is plain http on loopback, which an import never fetches.
      await importChosen(other.t, other.cookie, file, ["about.photo"]);
      const original = pdfText((await t.app.inject({ url: "/resume.pdf" })).rawPayload);
      const copy = pdfText((await other.t.app.inject({ url: "/resume.pdf" })).rawPayload);
      expect(copy).toBe(original);
    } finally {
      await other.t.close();
    }
  });
});

/**
 * The ZIP of a made-up German developer's LinkedIn data, as "Get a copy of your data" sends it: LinkedIn's
 * CSV files (Profile.csv with a byte-order mark, a quoted multi-line summary) beside files Folio does not read.
 */
function linkedinArchive(): Uint8Array {
  const folder = new URL("./fixtures/linkedin/", import.meta.url);
  const files: Record<string, Uint8Array> = {
    "messages.csv": new TextEncoder().encode("FROM,TO,CONTENT\nA,B,Hallo\n"),
  };
  for (const name of readdirSync(folder)) files[name] = readFileSync(new URL(name, folder));
  return zipSync(files);
}

const uploadArchive = async (bytes: Uint8Array, name = "Basic_LinkedInDataExport.zip") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/json-resume/linkedin",
    ...(await multipartFile(Buffer.from(bytes), name, "application/zip", cookie)),
  });

describe("importing LinkedIn's archive", () => {
  it("reads the profile, roles, skills, projects and visible recommendations into the same preview", async () => {
    const response = await uploadArchive(linkedinArchive());
    expect(response.statusCode, response.body).toBe(200);
    const { resume, preview: plan } = response.json() as LinkedinPreview;
    expect(resume.basics).toMatchObject({
      name: "Lena Schäfer",
      label: "Senior Frontend-Entwicklerin · Barrierefreiheit",
      email: "lena@schaefer.dev",
      phone: "+49 30 1234567",
      location: { address: "Berlin, Deutschland" },
    });
    const byId = new Map(plan.items.map((item) => [item.id, item]));
    expect(byId.get("site.author")?.after).toBe("Lena Schäfer");
    expect(
      plan.items.filter((item) => item.id.startsWith("experience.add.")).map((item) => item.after),
    ).toEqual([
      "Senior Frontend-Entwicklerin, Nordlicht Mobilität GmbH",
      "Frontend-Entwicklerin, Kaffeekränzchen Studio",
    ]);
    // One skills list, named with the résumé's word for skills; the hidden recommendation is left out,
    // the visible one waits unticked for the owner.
    expect(byId.get("skills.add.0")).toMatchObject({
      label: "Skill group “Skills”",
      after: "React, TypeScript, Barrierefreiheit",
    });
    expect(byId.get("testimonial.0")).toMatchObject({ label: "Testimonial: Jonas Weber", chosen: false });
    expect(byId.has("testimonial.1")).toBe(false);
    expect(plan.leftOut).toEqual([]);
    const addedBy = (prefix: string) =>
      plan.items.filter((item) => item.id.startsWith(prefix)).map((item) => item.after);
    expect(addedBy("education.add.")).toEqual([
      "Bachelor Informatik, Technische Universität Berlin, 2011 – 2015",
    ]);
    expect(addedBy("certificates.add.")[0]).toMatch(
      /^Certified Professional for Usability and User Experience – Foundation Level, UXQB, \S+/,
    );
    expect(addedBy("awards.add.")[0]).toMatch(/^BIENE-Award für barrierefreie Websites, \S+/);
    expect(addedBy("languages.add.")).toEqual([
      "Deutsch, Native or bilingual proficiency",
      "Englisch, Full professional proficiency",
      "Polnisch, Elementary proficiency",
    ]);

    // Imported with the recommendation ticked: it is a testimonial, with its role.
    const items = [...plan.items.filter((item) => item.chosen).map((item) => item.id), "testimonial.0"];
    const imported = await call(t, cookie, "POST", "/api/admin/json-resume/import", { resume, items });
    expect(imported.statusCode, imported.body).toBe(200);
    // The roles there are the owner's own (the file imported before): kept, the new ones added after them.
    expect(byId.get("experience.remove")?.chosen).toBe(false);
    const experience = (await call(t, cookie, "GET", "/api/sections/experience")).json();
    expect(rolesOf(experience)).toEqual([
      ["Engenheira de Software Sênior", "Mar 2021 – Present"],
      ["Desenvolvedora Front-end", "Jun 2017 – Feb 2021"],
      ["Mentora", "2019 – Present"],
      ["Senior Frontend-Entwicklerin", "Apr 2020 – Present"],
      ["Frontend-Entwicklerin", "Sep 2015 – Mar 2020"],
    ]);
    const testimonials = (await call(t, cookie, "GET", "/api/sections/testimonials")).json();
    expect(testimonials.content.entries.at(-1)).toMatchObject({
      name: "Jonas Weber",
      position: "CTO, Nordlicht Mobilität GmbH",
      content: "Lena hat unser Frontend barrierefrei gemacht – und das Team gleich mit.",
      rating: 0,
    });
  });

  it("answers what is wrong with a file that is not LinkedIn's archive", async () => {
    const notZip = await uploadArchive(new TextEncoder().encode("just text"), "notes.zip");
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().error.message).toBe(
      "The file is not a ZIP archive: choose the ZIP LinkedIn sent you",
    );
    const otherZip = await uploadArchive(zipSync({ "photo.txt": new TextEncoder().encode("x") }));
    expect(otherZip.statusCode).toBe(400);
    expect(otherZip.json().error.message).toMatch(/^The archive holds none of LinkedIn's profile files/);
  });
});

describe("the public résumé.json", () => {
  it("is not there until the owner publishes it, then answers the résumé with an ETag", async () => {
    const hidden = await t.app.inject({ url: "/resume.json" });
    expect(hidden.statusCode).toBe(404);
    const { options } = (await call(t, cookie, "GET", "/api/admin/resume")).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/resume",
      headers: { cookie },
      payload: { ...options, publishJson: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await t.app.inject({ url: "/resume.json" });
    expect(published.statusCode).toBe(200);
    expect(published.headers["content-type"]).toBe("application/json; charset=utf-8");
    const resume = published.json();
    expect(() => checkedJsonResume(resume)).not.toThrow();
    expect(resume.basics.name).toBe((await call(t, cookie, "GET", "/api/site-config")).json().site.author);
    const again = await t.app.inject({
      url: "/resume.json",
      headers: { "if-none-match": String(published.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
