import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, wcagAa } from "#shared/site-config/color-contrast.ts";

const css = readFileSync(new URL("./admin-theme.css", import.meta.url), "utf8");

/** The custom properties one theme block of admin-theme.css declares. */
function tokens(theme: "dark" | "light"): Record<string, string> {
  const block = css.match(new RegExp(`\\[data-admin-theme="${theme}"\\]\\s*\\{([^}]*)\\}`))?.[1] ?? "";
  return Object.fromEntries(
    [...block.matchAll(/--(a-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
  );
}

describe("the admin's text colours", () => {
  for (const theme of ["dark", "light"] as const) {
    const t = tokens(theme);
    for (const text of ["a-text", "a-muted", "a-subtle"]) {
      for (const surface of ["a-bg", "a-surface", "a-surface-2", "a-surface-3"]) {
        it(`${theme}: --${text} on --${surface} reads at WCAG AA (4.5:1)`, () => {
          const foreground = t[text];
          const background = t[surface];
          expect(foreground, `--${text}`).toMatch(/^#[0-9a-f]{6}$/i);
          expect(background, `--${surface}`).toMatch(/^#[0-9a-f]{6}$/i);
          expect(contrastRatio(foreground as string, background as string)).toBeGreaterThanOrEqual(
            wcagAa.text,
          );
        });
      }
    }
  }
});
