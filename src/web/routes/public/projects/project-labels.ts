import type { GalleryCard } from "#shared/projects/gallery-card.ts";
import type { PageTextKey } from "#shared/texts/catalogue.ts";
import { Code2, ExternalLink, GitBranch } from "#web/components/public/icons.tsx";

/** The project's links in the order they show, each with its interface text and icon. */
const linkLabels = [
  { key: "live", label: "project.live", Icon: ExternalLink },
  { key: "github", label: "project.source", Icon: GitBranch },
  { key: "codepen", label: "project.codepen", Icon: Code2 },
] as const;

/** The links a project has (the modal's and its page's). */
export const shownLinks = (project: GalleryCard) => linkLabels.filter(({ key }) => project.links[key]);

/** The interface text that names each project status. */
export const statusLabels: Record<string, PageTextKey> = {
  Completed: "project.statusCompleted",
  "In Progress": "project.statusInProgress",
  "On Hold": "project.statusOnHold",
  Planned: "project.statusPlanned",
};
