import type { APIRequestContext } from "@playwright/test";
import { type OwnerTextSet, sectionsWith } from "./fixtures/owner-text-corpus.ts";
import { seedProjects } from "./projects-helpers.ts";
import { expect } from "./support/fixtures.ts";

/**
 * Puts a corpus set into every owner-editable text of the site: sections, configuration, projects and
 * posts. Answers the address of the newest post's page.
 */
export async function applyOwnerTexts(api: APIRequestContext, set: OwnerTextSet): Promise<string> {
  for (const [id, content] of Object.entries(sectionsWith(set))) {
    const response = await api.patch(`/api/sections/${id}`, { data: { content } });
    expect(response.status(), await response.text()).toBe(200);
  }
  const config = await (await api.get("/api/site-config")).json();
  const response = await api.put("/api/site-config", {
    data: {
      ...config,
      site: {
        ...config.site,
        author: set.person.slice(0, 120),
        language: set.language ?? config.site.language,
      },
      // The 404 and error pages' texts: the pages a visitor sees when something is missing or failed.
      texts: {
        ...config.texts,
        "notFound.title": set.title,
        "notFound.message": set.text,
        "notFound.action": set.title,
        "notFound.errorTitle": set.title,
        "notFound.errorMessage": set.text,
        "notFound.errorAction": set.title,
      },
      contact: {
        ...config.contact,
        email: set.email,
        location: set.person.slice(0, 200),
        socialLinks: Object.fromEntries(
          Object.keys(config.contact.socialLinks).map((key) => [key, set.link]),
        ),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await seedProjects(
    api,
    [set.projectTitle, set.title, set.text, set.person].map((title, index) => ({
      title: `${title}`.slice(0, 200) || `Project ${index}`,
      category: set.category,
      description: set.text,
      technologies: [set.person, set.title, set.category, "React"].map((name) => name.slice(0, 100)),
      links: { live: set.link, github: set.link },
    })),
  ); // Two posts: the Writing section of / shows them; /writing and the newest one's page are pages of their own.
  let newest = "";
  for (const title of [set.title, set.projectTitle]) {
    const post = await api.post("/api/posts", {
      data: {
        title: Array.from(title).slice(0, 100).join(""),
        summary: Array.from(set.text).slice(0, 250).join(""),
        body: `## ${set.title}\n\n${set.text}\n\n\`\`\`ts\nconst owner = "${set.person.replace(/"/g, "")}";\n\`\`\`\n\n## ${set.projectTitle}\n\n${set.link}\n\n### ${set.category}\n\n${set.text}`,
        // Whole characters, at most 40 UTF-16 units each: an emoji is never cut in half.
        tags: [
          ...new Set([set.category, set.title].map((tag) => Array.from(tag).slice(0, 20).join("").trim())),
        ],
        status: "published",
      },
    });
    expect(post.status(), await post.text()).toBe(201);
    newest = `/writing/${(await post.json()).slug}`;
  }
  return newest;
}
