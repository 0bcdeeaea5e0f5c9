import { RefreshCw } from "lucide-react";
import { Button } from "#web/routes/admin/components/index.ts";
import styles from "./github.module.css";
import { useImportedFromGithub, useRefreshFromGithub } from "./github-api.ts";
import { localTime } from "./github-time.ts";
import { ImportedProjects } from "./imported-projects.tsx";

/**
 * "Refresh from GitHub": every imported project asked again (stars, last push, and the fields the owner
 * has not changed); what changed; then each project's own refresh, locks and daily switch.
 */
export function GithubRefresh() {
  const imported = useImportedFromGithub();
  const refresh = useRefreshFromGithub();
  const count = imported.data?.items.length ?? 0;
  if (count === 0 && !refresh.data) return null;
  const result = refresh.data;

  return (
    <section className={styles.refresh} aria-label="Imported projects">
      <div className={styles.refreshRow}>
        <p className={styles.muted}>
          {count} {count === 1 ? "project was" : "projects were"} imported from GitHub.
        </p>
        <Button size="small" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          <RefreshCw aria-hidden="true" className={refresh.isPending ? styles.spin : undefined} />
          {refresh.isPending ? "Refreshing…" : "Refresh from GitHub"}
        </Button>
      </div>
      <div aria-live="polite">
        {refresh.isError && <p className={styles.errorText}>{refresh.error.message}</p>}
        {result && (
          <div className={styles.refreshResult}>
            <p>
              {result.checked} of {count} checked
              {result.changes.length === 0 ? "; nothing changed." : ":"}
            </p>
            {result.changes.length > 0 && (
              <ul>
                {result.changes.map((change) => (
                  <li key={change.projectId}>
                    <span dir="auto">{change.fullName}</span>: {change.changes.join(", ")}
                  </li>
                ))}
              </ul>
            )}
            {result.error && (
              <p className={styles.errorText}>
                {result.retryAt
                  ? `GitHub's rate limit stopped the refresh. Try again after ${localTime(new Date(result.retryAt))} (your time).`
                  : result.error}
              </p>
            )}
          </div>
        )}
      </div>
      {count > 0 && <ImportedProjects items={imported.data?.items ?? []} />}
    </section>
  );
}
