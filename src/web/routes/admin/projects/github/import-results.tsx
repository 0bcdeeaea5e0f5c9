import { AlertCircle, CheckCircle2, Clock, Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { githubMessages } from "#shared/github/rules.ts";
import type { GithubImportResult } from "#shared/github/schema.ts";
import { Button } from "#web/routes/admin/components/index.ts";
import styles from "./github.module.css";
import { useUndoGithubImport } from "./github-api.ts";
import { localTime } from "./github-time.ts";

type Item = GithubImportResult["items"][number];

/** What was imported of a repository: "write-up, 3 images, technologies: TypeScript, Go". */
export function importedSummary(imported: NonNullable<Item["imported"]>): string {
  const parts: string[] = [];
  if (imported.writeUp) parts.push("write-up");
  if (imported.images > 0) parts.push(`${imported.images} ${imported.images === 1 ? "image" : "images"}`);
  if (imported.technologies.length > 0) parts.push(`technologies: ${imported.technologies.join(", ")}`);
  if (imported.links.length > 0) parts.push(`links: ${imported.links.join(", ")}`);
  return parts.length ? parts.join(" · ") : "the title and description";
}

/** Each repository's result: its project (opened in the editor) and what came with it, or why not. */
export function ImportResults({ result, live }: { result: GithubImportResult; live: boolean }) {
  const made = result.items.filter((item) => item.projectId !== null).length;
  // The projects this import made (not those imported already), for its Undo.
  const created = result.items.flatMap((item) => (item.projectId && item.imported ? [item.projectId] : []));
  const undo = useUndoGithubImport();
  const failed = result.items.length - made;
  const heading = useRef<HTMLHeadingElement>(null);
  // The results take the list's place: keyboard and screen-reader users are brought to their heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.results} aria-labelledby="github-results-heading">
      <h3 id="github-results-heading" className={styles.resultsHeading} ref={heading} tabIndex={-1}>
        {made > 0 &&
          `${made} ${made === 1 ? "project" : "projects"} imported${live ? " and published" : " as drafts"}`}
        {made > 0 && failed > 0 && ", "}
        {failed > 0 && `${failed} not imported`}
      </h3>
      {created.length > 0 && (
        <div className={styles.undoRow} aria-live="polite">
          {undo.isSuccess ? (
            <p className={styles.muted}>
              {created.length === 1 ? "The project is" : `The ${created.length} projects are`} in the Trash,
              from where each can be restored.
            </p>
          ) : (
            <Button size="small" onClick={() => undo.mutate(created)} disabled={undo.isPending}>
              <Undo2 aria-hidden="true" /> {undo.isPending ? "Undoing…" : "Undo this import"}
            </Button>
          )}
          {undo.isError && <p className={styles.errorText}>{undo.error.message}</p>}
        </div>
      )}
      {result.retryAt && (
        <p className={styles.retry}>
          <Clock aria-hidden="true" />
          <span>
            GitHub's rate limit was reached. You can try the rest again after{" "}
            <strong>{localTime(new Date(result.retryAt))}</strong> (your time).
          </span>
        </p>
      )}
      <ul className={styles.resultList}>
        {result.items.map((item) => (
          <li key={item.repository} className={styles.result} data-testid="github-result">
            {item.projectId ? (
              <>
                <CheckCircle2 aria-hidden="true" className={styles.ok} />
                <div>
                  <p className={styles.resultTitle}>
                    <Link to={`?tab=projects&edit=${item.projectId}`} dir="auto">
                      {item.title ?? item.repository}
                    </Link>{" "}
                    <span className={styles.muted}>from {item.repository}</span>
                  </p>
                  {item.imported && (
                    <p className={styles.muted}>Imported: {importedSummary(item.imported)}</p>
                  )}
                  {item.notices.length > 0 && (
                    <details className={styles.notices}>
                      <summary>
                        {item.notices.length} {item.notices.length === 1 ? "thing was" : "things were"} left
                        out
                      </summary>
                      <ul>
                        {item.notices.map((notice) => (
                          <li key={notice}>{notice}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </div>
              </>
            ) : (
              <>
                <AlertCircle aria-hidden="true" className={styles.failed} />
                <div>
                  <p className={styles.resultTitle}>{item.repository}: not imported</p>
                  <p className={styles.errorText}>
                    {result.retryAt && item.error?.startsWith(githubMessages.rateLimited)
                      ? "GitHub's rate limit stopped it; nothing of it was kept."
                      : item.error}
                  </p>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
