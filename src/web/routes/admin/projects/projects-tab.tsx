/** The admin Projects tab (§2 Projects manager). */
export function ProjectsTab() {
  return <section aria-label="Projects" />;
}
