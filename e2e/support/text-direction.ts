import type { Locator } from "@playwright/test";

/** Whether the first character of `element`'s text is drawn left of its last one. */
export function readsLeftToRight(element: Locator): Promise<boolean> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const first = walker.nextNode() as Text;
    let last = first;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node as Text;
    const left = (node: Text, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().left;
    };
    return left(first, 0) < left(last, (last.textContent ?? "").trimEnd().length - 1);
  });
}
