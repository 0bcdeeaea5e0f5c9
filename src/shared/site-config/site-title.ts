/**
 * The role a site title names after its dash ("Ayşe Yılmaz — Mobile developer" → "Mobile developer"),
 * or "" when it has none. The résumé's headline, the hero written in the owner's words and the tab
 * title all read the role this way.
 */
export function roleInTitle(title: string): string {
  return title
    .split(/\s+[—–|-]\s+/)
    .slice(1)
    .join(" — ")
    .trim();
}
