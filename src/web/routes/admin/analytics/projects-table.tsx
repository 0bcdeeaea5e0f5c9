import { FolderKanban } from "lucide-react";
import type { AnalyticsProjectRow } from "#shared/analytics/schema.ts";
import styles from "./analytics.module.css";
import { pageSourcesText } from "./page-sources-text.ts";

const rate = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)}%`);

/**
 * Per project: cards seen, opened (the modal), views of its own page with their sources, how many card
 * views became page views, video plays and links followed.
 */
export function ProjectsTable({ projects }: { projects: AnalyticsProjectRow[] }) {
  return (
    <section className={styles.card} aria-labelledby="projects-title">
      <div className={styles.cardHead}>
        <h3 id="projects-title" className={styles.cardTitle}>
          Projects
        </h3>
        <span className={styles.cardNote}>
          open rate = opened ÷ cards seen · card → page = page views ÷ cards seen
        </span>
      </div>
      {projects.length === 0 ? (
        <p className={styles.empty}>
          <FolderKanban aria-hidden="true" />
          No project card was seen in this range yet.
        </p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Project</th>
                <th scope="col">Seen</th>
                <th scope="col">Opened</th>
                <th scope="col">Open rate</th>
                <th scope="col">Video plays</th>
                <th scope="col">Live</th>
                <th scope="col">GitHub</th>
                <th scope="col">CodePen</th>
                <th scope="col">Page views</th>
                <th scope="col">Card → page</th>
                <th scope="col">Page sources</th>
              </tr>
            </thead>
            <tbody>
              {projects.map((project) => (
                <tr key={project.id}>
                  <th scope="row">{project.title}</th>
                  <td>{project.seen.toLocaleString()}</td>
                  <td>{project.opened.toLocaleString()}</td>
                  <td>
                    <span className={styles.rate}>
                      <span
                        className={styles.rateBar}
                        style={{ width: `${Math.round((project.openRate ?? 0) * 100)}%` }}
                        aria-hidden="true"
                      />
                      {rate(project.openRate)}
                    </span>
                  </td>
                  <td>{project.videoPlays.toLocaleString()}</td>
                  <td>{project.links.live.toLocaleString()}</td>
                  <td>{project.links.github.toLocaleString()}</td>
                  <td>{project.links.codepen.toLocaleString()}</td>
                  <td>{project.pageViews.toLocaleString()}</td>
                  <td>{rate(project.pageRate)}</td>
                  <td>{pageSourcesText(project.pageSources)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
