import type { PageData } from "#shared/page/page-data.ts";
import { pageDataElementId } from "#shared/page/page-data.ts";
import { jsonForScript } from "./head-tags.ts";

export interface DocumentParts {
  head: string;
  appHtml: string;
  data: PageData | null;
}

/** Fills index.html's three placeholders. Replacer functions, so `$&` in content stays literal. */
export function htmlDocument(template: string, { head, appHtml, data }: DocumentParts): string {
  const dataScript = data
    ? `<script type="application/json" id="${pageDataElementId}">${jsonForScript(data)}</script>`
    : "";
  return template
    .replace("<!--app-head-->", () => head)
    .replace("<!--app-html-->", () => appHtml)
    .replace("<!--app-data-->", () => dataScript);
}
