import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { socialLinksFor } from "./social-links.ts";

describe("socialLinksFor", () => {
  const links = defaultSiteConfig.contact.socialLinks;

  it("keeps the listed order and skips platforms without a link", () => {
    const result = socialLinksFor(["github", "linkedin"], { ...links, linkedin: "  " });
    expect(result.map((link) => [link.platform, link.href])).toEqual([["github", links.github]]);
  });

  it("ignores names that are not platforms, inherited ones such as constructor included", () => {
    const result = socialLinksFor(["constructor", "toString", "__proto__", "nope", "twitter"], links);
    expect(result.map((link) => link.platform)).toEqual(["twitter"]);
  });
});
