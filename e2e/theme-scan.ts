import type { Page } from "@playwright/test";

/**
 * Every place the page still paints Folio's default blue (#08afff, at any opacity): the computed
 * colours, borders, shadows, gradients and SVG fills/strokes of every element and its ::before and
 * ::after, and — for the states a scan cannot reach (hover, focus) — every style rule's declared
 * values. Custom property declarations are skipped: the stylesheet's default `--primary` is meant to
 * be overridden by the configuration.
 */
export function findDefaultBlue(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const target = [8, 175, 255];
    const near = (rgb: number[]) => rgb.every((value, index) => Math.abs(value - (target[index] ?? 0)) <= 3);
    /** The sRGB triples of every colour written in `value`. */
    const colours = (value: string): number[][] => {
      const found: number[][] = [];
      for (const match of value.matchAll(/rgba?\(([^)]+)\)/g)) {
        const parts = (match[1] ?? "")
          .split(/[\s,/]+/)
          .filter(Boolean)
          .slice(0, 3)
          .map(Number);
        found.push(parts);
      }
      for (const match of value.matchAll(/color\(srgb ([^)]+)\)/g)) {
        const parts = (match[1] ?? "")
          .split(/[\s/]+/)
          .filter(Boolean)
          .slice(0, 3);
        found.push(parts.map((part) => Math.round(Number(part) * 255)));
      }
      for (const match of value.matchAll(/#([0-9a-f]{6})\b/gi)) {
        const hex = match[1] ?? "";
        found.push([0, 2, 4].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)));
      }
      return found;
    };
    const properties = [
      "color",
      "background-color",
      "background-image",
      "border-top-color",
      "border-right-color",
      "border-bottom-color",
      "border-left-color",
      "outline-color",
      "box-shadow",
      "text-shadow",
      "fill",
      "stroke",
      "text-decoration-color",
      "caret-color",
    ];
    const hits = new Set<string>();
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
        typeof element.className === "string" && element.className
          ? `.${element.className.split(" ")[0]}`
          : ""
      }`;
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        for (const property of properties) {
          const value = style.getPropertyValue(property);
          if (colours(value).some(near))
            hits.add(`${describe(element)}${pseudo ?? ""} ${property}: ${value}`);
        }
      }
    }
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const property of rule.style) {
            if (property.startsWith("--")) continue;
            const value = rule.style.getPropertyValue(property);
            if (colours(value).some(near)) hits.add(`rule ${rule.selectorText} ${property}: ${value}`);
          }
        }
        if ("cssRules" in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        visit(sheet.cssRules);
      } catch {
        // A stylesheet from another origin cannot be read; the page has none.
      }
    }
    return [...hits];
  });
}
