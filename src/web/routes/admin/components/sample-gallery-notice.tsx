import { Info } from "lucide-react";
import { sampleProjects } from "#shared/projects/samples.ts";
import styles from "./sample-gallery-notice.module.css";

/** What the owner reads while the public gallery has no active project of theirs to show. */
export const sampleGalleryMessage = `The public gallery is showing ${sampleProjects.length} sample projects until you add your first project.`;

/**
 * Said plainly in the dashboard (Overview and Projects) while no project is active: visitors then
 * see the sample projects, quietly, and only the owner needs to know why.
 */
export function SampleGalleryNotice({ activeProjects }: { activeProjects: number | undefined }) {
  if (activeProjects !== 0) return null;
  return (
    <p className={styles.notice} role="status" data-testid="sample-gallery-notice">
      <Info aria-hidden="true" />
      <span>{sampleGalleryMessage}</span>
    </p>
  );
}
