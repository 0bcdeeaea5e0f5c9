import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { readableTitle } from "#shared/github/rules.ts";
import { sampleProjects } from "#shared/projects/samples.ts";
import { slugify } from "#shared/projects/slug.ts";
import {
  defaultAboutContent,
  defaultExperienceContent,
  defaultProjectsContent,
  defaultServicesContent,
  defaultTestimonialsContent,
} from "#shared/sections/defaults.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { type GitHubDouble, startGitHubDouble } from "#test/github-double.ts";
import { expect, saveScreenshot, test } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerCredentials, ownerEnv } from "./support/owner.ts";

/**
 * Issue 38, point 7, measured: a new owner with a GitHub account of 12 repositories (`seoyeon-park`, in
 * the GitHub double's fixtures) and a JSON Resume of 4 roles follows the Overview's "Make it yours" from
 * the sample site to her own, and `/`, `/resume` and the project pages carry nothing of the sample.
 * Every field she types into goes through `typeField` (the two of signing in included; her account was
 * made from OWNER_* at the server's start); the count and the time from sign-in to the last step are
 * printed.
 */
const login = "seoyeon-park";
const resumeFile = "src/server/features/json-resume/fixtures/park-seoyeon.resume.json";
const repositories = JSON.parse(
  readFileSync(`src/server/features/github/fixtures/${login}/user-repos.json`, "utf8"),
) as { name: string }[];
const projectTitles = repositories.map((repository) => readableTitle(repository.name));
const companies = (JSON.parse(readFileSync(resumeFile, "utf8")) as { work: { name: string }[] }).work.map(
  (role) => role.name,
);

/** What only the sample shows, read from the product's own sample data: none of it may be left on her site. */
const sample = defaultSiteConfig;
const handleOf = (link: string) => link.split("/").filter(Boolean).at(-1) ?? link;
const sampleTraces = [
  // The sample developer: name, handles, contact details, photo and signature.
  sample.site.author,
  ...sample.site.author.split(" "),
  ...Object.values(sample.contact.socialLinks).filter(Boolean).map(handleOf),
  sample.contact.email,
  sample.contact.phone,
  sample.contact.location,
  defaultAboutContent.image,
  defaultAboutContent.signature,
  // The people and companies of the sample's testimonials.
  ...defaultTestimonialsContent.entries.flatMap((entry) => [entry.name, entry.company, entry.image]),
  // The sample's projects, the gallery's headings, the quote under the roles, the marquee.
  ...sampleProjects.flatMap((project) => [project.title, project.image ?? ""]),
  defaultProjectsContent.title,
  defaultProjectsContent.subtitle,
  defaultProjectsContent.description,
  defaultExperienceContent.quote,
  ...defaultServicesContent.marquee,
].filter(Boolean);
const sampleTracesIn = (text: string) => sampleTraces.filter((trace) => text.includes(trace));

const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], { input: bytes, encoding: "utf8" });

let typed = 0;
/** Every field the owner types into goes through here (selects, pickers and buttons are not typing). */
async function typeField(field: Locator, value: string): Promise<void> {
  typed += 1;
  await field.fill(value);
}

/** Chooses a file through the button's file picker, as the owner does. */
async function chooseFile(
  page: Page,
  button: Locator,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(file);
}

let double: GitHubDouble;
let server: FolioServer;
test.beforeAll(async () => {
  double = await startGitHubDouble();
  // A server of its own: this journey removes the sample other journeys read.
  server = await startFolio({ ...ownerEnv, GITHUB_API_URL: double.url });
});
test.afterAll(async () => {
  await server?.stop();
  await double?.close();
});
test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });

test("make it yours, measured: 12 repositories and a résumé of 4 roles, no sample content left", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const at = (path: string) => new URL(path, server.url).toString();
  const card = page.getByRole("region", { name: "Make it yours" });
  const step = (id: string) => card.locator(`[data-step="${id}"]`);
  const overview = () =>
    page.locator("#admin-sidebar nav").getByRole("button", { name: "Overview", exact: true }).click();
  const started = performance.now();

  // Signing in: the two fields every owner types.
  await page.goto(at("/login"));
  await typeField(page.getByLabel("Email"), ownerCredentials.email);
  await typeField(page.getByLabel("Password", { exact: true }), ownerCredentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(card).toContainText("0 of 6 done");

  // Your name: Site Settings.
  await step("name").getByRole("button", { name: "Open" }).click();
  await typeField(page.getByLabel("Author"), "박서연");
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByRole("button", { name: "Saved!" }).first()).toBeVisible();
  await overview();
  await expect(step("name")).toContainText("(done)");

  // Your colours and language: a colour from the browser's colour picker, Korean from the list.
  await step("look").getByRole("button", { name: "Open" }).click();
  await page.getByLabel("Primary Color picker").fill("#c2362f");
  await page
    .getByRole("navigation", { name: "Configuration sections" })
    .getByRole("button", { name: "Site Settings" })
    .click();
  await page.getByLabel("Language", { exact: true }).selectOption({ label: "한국어" });
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByRole("button", { name: "Saved!" }).first()).toBeVisible();
  await overview();
  await expect(step("look")).toContainText("(done)");

  // Your photo: the About section's portrait, uploaded.
  await step("photo").getByRole("button", { name: "Open" }).click();
  await page
    .getByTestId("section-card")
    .filter({ has: page.getByRole("heading", { name: "About Me", exact: true }) })
    .getByRole("button", { name: "Edit" })
    .click();
  const about = page.getByRole("dialog", { name: "Edit About Me" });
  const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#c98f6b" } })
    .png()
    .toBuffer();
  await chooseFile(page, about.getByTestId("about-photo").getByRole("button", { name: "Upload image" }), {
    name: "seoyeon.png",
    mimeType: "image/png",
    buffer: photo,
  });
  await expect(about.getByTestId("about-photo").getByLabel("Photo", { exact: true })).toHaveValue(
    /^\/media\//,
  );
  await about.getByRole("button", { name: "Save Changes" }).click();
  await expect(about).toBeHidden();
  await overview();
  await expect(step("photo")).toContainText("(done)");

  // Your projects: every repository of her GitHub account, published at once.
  await step("projects").getByRole("button", { name: "Open" }).click();
  await page.getByRole("button", { name: "Import from GitHub" }).click();
  const github = page.getByRole("dialog", { name: "Import from GitHub" });
  await typeField(github.getByLabel("GitHub user or organisation"), login);
  await github.getByRole("button", { name: "List repositories" }).click();
  await expect(github.getByTestId("github-repository")).toHaveCount(12);
  await github.getByRole("button", { name: "Select all" }).click();
  await github.getByRole("radio", { name: "Publish at once" }).check();
  await github.getByRole("button", { name: "Import 12 repositories" }).click();
  await expect(github.getByRole("heading", { name: "12 projects imported and published" })).toBeVisible({
    timeout: 60_000,
  });
  await github.getByRole("button", { name: "Done" }).click();
  await overview();
  await expect(step("projects")).toContainText("(done)");

  // Your experience: her résumé.json, each change previewed, imported as proposed.
  await step("resume").getByRole("button", { name: "Open" }).click();
  await chooseFile(page, page.getByRole("button", { name: "Import résumé.json" }), resumeFile);
  const resume = page.getByRole("dialog", { name: "Import your résumé" });
  await resume.getByRole("button", { name: /^Import \d+ changes$/ }).click();
  await expect(resume).toBeHidden();
  await overview();
  await expect(step("resume")).toContainText("(done)");

  // No sample content left: one action.
  await saveScreenshot(card, { path: "test-results/screenshots/make-it-yours-measured-card.png" });
  await step("sample").getByRole("button", { name: "Remove sample content" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove the sample content?" });
  await confirm.getByRole("button", { name: "Remove sample content" }).click();
  await expect(card).toBeHidden();
  await saveScreenshot(page, { path: "test-results/screenshots/make-it-yours-measured-overview.png" });

  const seconds = (performance.now() - started) / 1000;
  console.log(`make it yours: ${typed} fields typed, ${seconds.toFixed(1)} s`);
  expect(typed).toBeLessThanOrEqual(10);

  // Nothing of the sample on /, in the server's HTML or on the page as it is drawn.
  const home = await page.request.get(at("/"));
  expect(sampleTracesIn(await home.text())).toEqual([]);
  await page.goto(at("/"));
  await saveScreenshot(page, {
    path: "test-results/screenshots/make-it-yours-measured-home.png",
    fullPage: true,
  });
  expect(sampleTracesIn(await page.locator("body").innerText())).toEqual([]);
  // Her 12 projects in the gallery, six a page: the first page's, then the last page's as a visitor turns to it.
  const gallery = page.locator("#projects");
  const seen = new Set<string>();
  const titlesShown = async () => {
    for (const title of await gallery.getByRole("article").getByRole("heading").allInnerTexts())
      seen.add(title);
    return [...seen].sort();
  };
  await titlesShown();
  await gallery.getByRole("navigation").getByRole("listitem").last().getByRole("button").click();
  await expect.poll(titlesShown).toEqual([...projectTitles].sort());

  // /resume and its PDF: her 4 roles, nothing of the sample.
  expect(companies).toHaveLength(4);
  const resumePage = await page.request.get(at("/resume"));
  expect(sampleTracesIn(await resumePage.text())).toEqual([]);
  await page.goto(at("/resume"));
  const resumeText = await page.locator("body").innerText();
  expect(sampleTracesIn(resumeText)).toEqual([]);
  expect(companies.filter((company) => !resumeText.includes(company))).toEqual([]);
  const pdf = pdfText(await (await page.request.get(at("/resume.pdf"))).body());
  expect(pdf).toContain("박서연");
  expect(sampleTracesIn(pdf)).toEqual([]);

  // The project pages: the sample's have none; each of hers answers, with nothing of the sample.
  for (const project of sampleProjects)
    expect((await page.request.get(at(`/projects/${slugify(project.title)}`))).status()).toBe(404);
  for (const title of projectTitles) {
    const answer = await page.request.get(at(`/projects/${slugify(title)}`));
    expect(answer.status(), title).toBe(200);
    expect(sampleTracesIn(await answer.text()), title).toEqual([]);
  }
});
