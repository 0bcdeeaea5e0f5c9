/**
 * A Copy button on each code block of a post (decision 159), added by the page's script: without
 * JavaScript the code is there to select, and no button that cannot work is shown. The labels are the
 * site's texts, carried by the article (`data-copy-label`, `data-copied-label`).
 */
export function enhanceCodeCopy(root: HTMLElement): void {
  const article = root.querySelector<HTMLElement>("[data-copy-label]");
  if (!article || !navigator.clipboard) return;
  const label = article.dataset.copyLabel ?? "Copy";
  const copied = article.dataset.copiedLabel ?? label;
  for (const pre of article.querySelectorAll<HTMLPreElement>("pre")) {
    const code = pre.querySelector("code");
    if (!code) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    button.setAttribute("data-copy-code", "");
    button.addEventListener("click", () => {
      void navigator.clipboard.writeText(code.textContent ?? "").then(() => {
        button.textContent = copied;
        setTimeout(() => {
          button.textContent = label;
        }, 2000);
      });
    });
    pre.append(button);
  }
}
