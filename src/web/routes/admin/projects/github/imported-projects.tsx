import { Lock, RefreshCw } from "lucide-react";
import { type GithubField, githubFieldLabels } from "#shared/github/fields.ts";
import type { GithubImported } from "#shared/github/schema.ts";
import { Button, Switch, useConfirm } from "#web/routes/admin/components/index.ts";
import styles from "./github.module.css";
import { useImportedProject } from "./github-api.ts";
import { fieldsUpdated } from "./github-changes.ts";
import { fullDate, timeAgo } from "./github-time.ts";
import local from "./imported-projects.module.css";

/**
 * Each project imported from GitHub (decision 146): when it was last asked, what its last refresh
 * wrote, the fields the owner changed (locked: no refresh overwrites them) with an Unlock each, its own
 * Refresh, and whether the daily job refreshes it.
 */
export function ImportedProjects({ items }: { items: readonly GithubImported[] }) {
  return (
    <details className={styles.fold}>
      <summary>
        <Lock aria-hidden="true" />
        <span>Locks and daily refresh of each imported project</span>
      </summary>
      <ul className={`${styles.foldBody} ${local.list}`}>
        {items.map((item) => (
          <ImportedProject key={item.projectId} item={item} />
        ))}
      </ul>
    </details>
  );
}

function ImportedProject({ item }: { item: GithubImported }) {
  const { refresh, unlock, daily } = useImportedProject(item.projectId);
  const { confirm, dialog } = useConfirm();
  const failure = refresh.error ?? unlock.error ?? daily.error;
  const giveBack = async (field: GithubField) => {
    const label = githubFieldLabels[field].toLowerCase();
    const ok = await confirm({
      title: `Use GitHub's ${label}?`,
      message: `The ${label} you wrote is replaced by GitHub's now, and by GitHub's changes at each refresh. Yours stays in the project's History.`,
      confirmLabel: `Use GitHub's ${label}`,
      tone: "neutral",
    });
    if (ok) unlock.mutate(field);
  };

  return (
    <li className={local.project} data-testid="github-imported-project">
      <div className={local.head}>
        <div className={local.name}>
          <strong dir="auto">{item.title}</strong>
          <p className={styles.facts}>
            <a href={item.htmlUrl} target="_blank" rel="noreferrer" dir="auto">
              {item.fullName}
            </a>
            <span title={fullDate(item.checkedAt)}>Checked {timeAgo(item.checkedAt)}</span>
            {item.missingSince && <span className={local.gone}>No longer on GitHub</span>}
          </p>
        </div>
        <Button
          size="small"
          onClick={() => refresh.mutate()}
          disabled={refresh.isPending}
          aria-label={`Refresh ${item.title} from GitHub`}
        >
          <RefreshCw aria-hidden="true" className={refresh.isPending ? styles.spin : undefined} />
          {refresh.isPending ? "Refreshing…" : "Refresh"}
        </Button>
      </div>
      <p className={styles.muted} aria-live="polite">
        {item.lastChanges.length > 0
          ? `Last refresh: ${fieldsUpdated(item.lastChanges).toLowerCase()}.`
          : "The last refresh changed none of its fields."}
      </p>
      {item.locked.length > 0 && (
        <div className={local.locks}>
          <p className={styles.muted}>Changed by you, so refreshes leave them alone:</p>
          <ul>
            {item.locked.map((field) => (
              <li key={field}>
                <Lock aria-hidden="true" />
                {githubFieldLabels[field]}
                <button
                  type="button"
                  className={local.unlock}
                  onClick={() => void giveBack(field)}
                  disabled={unlock.isPending}
                  aria-label={`Unlock the ${githubFieldLabels[field].toLowerCase()} of ${item.title}`}
                >
                  Unlock
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Switch
        label={
          <>
            Refresh daily<span className="visually-hidden">: {item.title}</span>
          </>
        }
        hint="Once a day, GitHub's changes reach the fields you have not changed."
        checked={daily.isPending ? daily.variables : item.dailyRefresh}
        onChange={(on) => daily.mutate(on)}
      />
      {failure && (
        <p className={styles.errorText} role="alert">
          {failure.message}
        </p>
      )}
      {dialog}
    </li>
  );
}
