import { type PageData, pageDataElementId } from "#shared/page/page-data.ts";

/** The PageData the server embedded in the HTML, or null on pages that carry none. */
export function readPageData(): PageData | null {
  const element = document.getElementById(pageDataElementId);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}
