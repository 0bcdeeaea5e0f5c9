import { Archive, GitFork, Lock, Star } from "lucide-react";
import { Link } from "react-router";
import type { GithubRepository } from "#shared/github/schema.ts";
import { Button, SearchField } from "#web/routes/admin/components/index.ts";
import styles from "./github.module.css";
import { fullDate, timeAgo } from "./github-time.ts";
import { choosable, type RepositoryFilter, visibleRepositories } from "./repository-filter.ts";

interface RepositoryListProps {
  items: readonly GithubRepository[];
  filter: RepositoryFilter;
  onFilter: (filter: RepositoryFilter) => void;
  chosen: ReadonlySet<string>;
  onChoose: (chosen: Set<string>) => void;
}

/** The listed repositories with their filters, search, select all or none, and a checkbox each. */
export function RepositoryList({ items, filter, onFilter, chosen, onChoose }: RepositoryListProps) {
  const shown = visibleRepositories(items, filter);
  const forks = items.filter((repo) => repo.fork).length;
  const archived = items.filter((repo) => repo.archived).length;
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    onChoose(next);
  };
  const hiddenChosen = [...chosen].filter((name) => !shown.some((repo) => repo.fullName === name)).length;

  return (
    <section className={styles.list} aria-label="Repositories">
      <div className={styles.filters}>
        <SearchField
          label="Search repositories"
          placeholder="Search repositories"
          value={filter.search}
          onChange={(search) => onFilter({ ...filter, search })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filter.forks}
            onChange={(event) => onFilter({ ...filter, forks: event.target.checked })}
          />
          Show forks ({forks})
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filter.archived}
            onChange={(event) => onFilter({ ...filter, archived: event.target.checked })}
          />
          Show archived ({archived})
        </label>
      </div>
      <div className={styles.selection}>
        <p aria-live="polite" className={styles.muted}>
          Showing {shown.length} of {items.length} · {chosen.size} chosen
          {hiddenChosen > 0 && ` (${hiddenChosen} hidden by the filters)`}
        </p>
        <div className={styles.selectionButtons}>
          <Button
            size="small"
            onClick={() => onChoose(new Set([...chosen, ...choosable(shown).map((repo) => repo.fullName)]))}
            disabled={choosable(shown).length === 0}
          >
            Select all
          </Button>
          <Button size="small" onClick={() => onChoose(new Set())} disabled={chosen.size === 0}>
            Select none
          </Button>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          {items.length === 0
            ? "This account has no public repositories of its own."
            : "No repository matches. Clear the search or show forks and archived ones."}
        </p>
      ) : (
        <ul className={styles.repositories}>
          {shown.map((repo) => (
            <RepositoryRow
              key={repo.id}
              repo={repo}
              checked={chosen.has(repo.fullName)}
              onToggle={(on) => toggle(repo.fullName, on)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function RepositoryRow({
  repo,
  checked,
  onToggle,
}: {
  repo: GithubRepository;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const imported = repo.importedAs !== null;
  const id = `repo-${repo.id}`;
  return (
    <li className={styles.repository} data-imported={imported || undefined} data-testid="github-repository">
      <input
        id={id}
        type="checkbox"
        checked={checked && !imported}
        disabled={imported}
        onChange={(event) => onToggle(event.target.checked)}
        aria-describedby={`${id}-about`}
      />
      <div className={styles.repositoryText}>
        <div className={styles.repositoryName}>
          <label htmlFor={id} dir="auto">
            {repo.name}
          </label>
          {repo.fork && (
            <span className={styles.badge}>
              <GitFork aria-hidden="true" /> Fork
            </span>
          )}
          {repo.archived && (
            <span className={styles.badge}>
              <Archive aria-hidden="true" /> Archived
            </span>
          )}
          {repo.private && (
            <span className={styles.badge}>
              <Lock aria-hidden="true" /> Private
            </span>
          )}
          {imported && (
            <Link className={styles.importedBadge} to={`?tab=projects&edit=${repo.importedAs}`}>
              Imported · open the project
            </Link>
          )}
        </div>
        <div id={`${id}-about`}>
          {repo.description && (
            <p className={styles.description} dir="auto">
              {repo.description}
            </p>
          )}
          {repo.topics.length > 0 && (
            <ul className={styles.topics} aria-label="Topics">
              {repo.topics.map((topic) => (
                <li key={topic} dir="auto">
                  {topic}
                </li>
              ))}
            </ul>
          )}
          <p className={styles.facts}>
            {repo.language && <span dir="auto">{repo.language}</span>}
            <span>
              <Star aria-hidden="true" /> {repo.stars} {repo.stars === 1 ? "star" : "stars"}
            </span>
            {repo.pushedAt && <span title={fullDate(repo.pushedAt)}>Pushed {timeAgo(repo.pushedAt)}</span>}
          </p>
        </div>
      </div>
    </li>
  );
}
