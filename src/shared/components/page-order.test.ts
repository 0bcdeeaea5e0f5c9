import { describe, expect, it } from "vitest";
import { anchorPlace, inPageOrderLinks } from "#shared/page/visibility.ts";
import { defaultComponents, inPageOrder, isComponentOn, pageOrder } from "./rules.ts";

const entries = (...ids: string[]) => ids.map((id) => ({ id, isActive: true }));

describe("the page's order", () => {
  it("is the specification's order for the default list", () => {
    expect(pageOrder(defaultComponents)).toEqual(defaultComponents.map((entry) => entry.id));
  });

  it("keeps the stars, loader and navbar first and the footer last, whatever order they come in", () => {
    const order = pageOrder(entries("footer", "contact", "navbar", "home", "stars", "loader"));
    expect(order.slice(0, 3)).toEqual(["stars", "loader", "navbar"]);
    expect(order.at(-1)).toBe("footer");
    expect(order.indexOf("contact")).toBeLessThan(order.indexOf("home"));
  });

  it("puts a section the list leaves out after its predecessor in the specification's order", () => {
    expect(pageOrder(entries("experience", "home"))).toEqual([
      "stars",
      "loader",
      "navbar",
      "experience",
      "testimonials",
      "writing",
      "contact",
      "home",
      "about",
      "services",
      "about-explain",
      "scroll-slide",
      "footer",
    ]);
  });

  it("sorts a stored list without adding the entries it lacks", () => {
    expect(inPageOrder(entries("footer", "about", "stars")).map((entry) => entry.id)).toEqual([
      "stars",
      "about",
      "footer",
    ]);
  });

  it("sorts in-page links by their anchors' places, the gallery after Experience, other links staying put", () => {
    const components = entries("contact", "experience", "home");
    expect(anchorPlace(components, "projects")).toBe(anchorPlace(components, "experience") + 0.5);
    const links = [
      { url: "#home" },
      { url: "https://example.com" },
      { url: "#projects" },
      { url: "#contact" },
    ];
    expect(inPageOrderLinks(components, links, (link) => link.url).map((link) => link.url)).toEqual([
      "#contact",
      "https://example.com",
      "#projects",
      "#home",
    ]);
  });

  it("shows the stars and the loader only while both their entry and the layout switch are on", () => {
    const layout = { showStars: false, showLoader: true };
    expect(isComponentOn(defaultComponents, layout, "stars")).toBe(false);
    expect(isComponentOn(defaultComponents, layout, "loader")).toBe(true);
    expect(isComponentOn([{ id: "loader", isActive: false }], layout, "loader")).toBe(false);
  });
});
