import type { PageData } from "#shared/page/page-data.ts";
import { pageDataElementId } from "#shared/page/page-data.ts";
import { textDirection } from "#shared/site-config/text-direction.ts";
import { jsonForScript } from "./head-tags.ts";

export interface DocumentParts {
  head: string;
  appHtml: string;
  data: PageData | null;
  /** `<html lang>`: the site language on visitors' pages; the template's own ("en") otherwise. */
  language?: string;
}

/**
 * The template's `<html lang="…">` set to `language` (a canonical tag: letters, digits and hyphens), with
 * `dir="rtl"` for a language written right to left.
 */
function withLanguage(template: string, language: string | undefined): string {
  if (!language || !/^[A-Za-z0-9-]+$/.test(language)) return template;
  const dir = textDirection(language) === "rtl" ? ' dir="rtl"' : "";
  return template.replace(/<html lang="[^"]*"/, () => `<html lang="${language}"${dir}`);
}

/** Fills index.html's three placeholders. Replacer functions, so `$&` in content stays literal. */
export function htmlDocument(template: string, { head, appHtml, data, language }: DocumentParts): string {
  const dataScript = data
    ? `<script type="application/json" id="${pageDataElementId}">${jsonForScript(data)}</script>`
    : "";
  return withLanguage(template, language)
    .replace("<!--app-head-->", () => head)
    .replace("<!--app-html-->", () => appHtml)
    .replace("<!--app-data-->", () => dataScript);
}
