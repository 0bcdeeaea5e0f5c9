import { describe, expect, it } from "vitest";
import { textGroups, textKeys } from "#shared/texts/catalogue.ts";
import { changedCount, filterTexts, missingPlaceholders } from "./texts-filter.ts";

const keysOf = (query: string, texts: Record<string, string> = {}) =>
  filterTexts(query, texts).flatMap((group) => group.keys);

describe("the Texts panel's search", () => {
  it("shows every text, in every group, in the catalogue's order when the search is empty", () => {
    const groups = filterTexts("  ", {});
    expect(groups.map((group) => group.group)).toEqual(Object.keys(textGroups));
    expect(groups.flatMap((group) => group.keys).sort()).toEqual([...textKeys].sort());
  });

  it("finds a text by its label, key, default, the owner's words or its group, ignoring case and accents", () => {
    expect(keysOf("placeholder email")).toEqual(["form.emailPlaceholder"]);
    expect(keysOf("gallery.next")).toEqual(["gallery.next"]);
    expect(keysOf("LIVE DEMO")).toEqual(["project.live"]);
    expect(keysOf("nasta", { "gallery.next": "Nästa" })).toEqual(["gallery.next"]);
    expect(keysOf("resume")).toEqual(expect.arrayContaining(["menu.resume", "menu.resumeDownload"]));
    expect(keysOf("404 page").length).toBeGreaterThanOrEqual(4);
    expect(filterTexts("no such words anywhere", {})).toEqual([]);
  });

  it("counts only the texts the owner filled in", () => {
    expect(changedCount({})).toBe(0);
    expect(changedCount({ "form.name": "Namn", "gallery.next": "  ", "form.retired": "x" })).toBe(1);
    expect(changedCount({ "form.name": "Namn" }, ["gallery.next"])).toBe(0);
  });

  it("names the placeholders the owner's text leaves out", () => {
    expect(missingPlaceholders("hero.basedIn", "")).toEqual([]);
    expect(missingPlaceholders("hero.basedIn", "Bor i {location}")).toEqual([]);
    expect(missingPlaceholders("hero.basedIn", "Bor i Göteborg")).toEqual(["{location}"]);
  });
});
