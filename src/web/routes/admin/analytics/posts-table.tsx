import { NotebookPen } from "lucide-react";
import type { AnalyticsPostRow } from "#shared/analytics/schema.ts";
import styles from "./analytics.module.css";
import { pageSourcesText } from "./page-sources-text.ts";

/** Per post: views of its page (`/writing/<slug>`) and where its readers came from, most viewed first. */
export function PostsTable({ posts }: { posts: AnalyticsPostRow[] }) {
  return (
    <section className={styles.card} aria-labelledby="posts-title">
      <div className={styles.cardHead}>
        <h3 id="posts-title" className={styles.cardTitle}>
          Posts
        </h3>
        <span className={styles.cardNote}>views of each post's page · sources: where readers came from</span>
      </div>
      {posts.length === 0 ? (
        <p className={styles.empty}>
          <NotebookPen aria-hidden="true" />
          No post was read in this range yet.
        </p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Post</th>
                <th scope="col">Views</th>
                <th scope="col">Sources</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <th scope="row">{post.title}</th>
                  <td>{post.views.toLocaleString()}</td>
                  <td>{pageSourcesText(post.sources)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
