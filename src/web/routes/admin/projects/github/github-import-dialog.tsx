import { List } from "lucide-react";
import { type FormEvent, useState } from "react";
import { githubLimits, githubMessages, isGithubLogin } from "#shared/github/rules.ts";
import { Button, LoadingState, Modal, TextField } from "#web/routes/admin/components/index.ts";
import styles from "./github.module.css";
import { useGithubRepositories, useImportRepositories } from "./github-api.ts";
import { GithubRefresh } from "./github-refresh.tsx";
import { GithubTokenArea } from "./github-token-area.tsx";
import { ImportResults } from "./import-results.tsx";
import { listingProblem } from "./listing-problem.ts";
import { defaultRepositoryFilter } from "./repository-filter.ts";
import { RepositoryList } from "./repository-list.tsx";

const countOf = (count: number) => `${count} ${count === 1 ? "repository" : "repositories"}`;

/**
 * "Import from GitHub": a name, its repositories listed, some chosen, imported as drafts or published.
 * Mount it with a new `key` each time it opens: it starts afresh.
 */
export function GithubImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [listed, setListed] = useState<string | null>(null);
  const [filter, setFilter] = useState(defaultRepositoryFilter);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [live, setLive] = useState(false);
  const repositories = useGithubRepositories(listed);
  const importer = useImportRepositories();
  const problem = repositories.isError ? listingProblem(repositories.error) : null;
  const tooMany = chosen.size > githubLimits.importMax;

  function list(event: FormEvent) {
    event.preventDefault();
    const login = name.trim();
    if (!isGithubLogin(login)) {
      setNameError(githubMessages.loginInvalid);
      return;
    }
    setNameError(null);
    if (login.toLowerCase() !== listed?.toLowerCase()) setChosen(new Set());
    setListed(login);
    if (login === listed) void repositories.refetch();
    importer.reset();
  }

  // In the list's order (most recently pushed first), whatever order they were ticked in.
  const importChosen = () =>
    importer.mutate({
      repositories: (repositories.data?.items ?? [])
        .map((repo) => repo.fullName)
        .filter((fullName) => chosen.has(fullName)),
      live,
    });
  const showList = repositories.data && !importer.data && !importer.isPending;

  const footer = (
    <div className={styles.actions}>
      {showList && (
        <fieldset className={styles.mode}>
          <legend className="visually-hidden">How the projects are added</legend>
          <label>
            <input type="radio" name="github-mode" checked={!live} onChange={() => setLive(false)} />
            Add as drafts
          </label>
          <label>
            <input type="radio" name="github-mode" checked={live} onChange={() => setLive(true)} />
            Publish at once
          </label>
        </fieldset>
      )}
      {tooMany && showList && <p className={styles.errorText}>{githubMessages.tooMany}</p>}
      <div className={styles.actionButtons}>
        {importer.data ? (
          <>
            <Button
              onClick={() => {
                importer.reset();
                setChosen(new Set());
              }}
            >
              Import more
            </Button>
            <Button variant="primary" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            {showList && (
              <Button
                variant="primary"
                onClick={importChosen}
                disabled={chosen.size === 0 || tooMany || importer.isPending}
              >
                Import {chosen.size} {chosen.size === 1 ? "repository" : "repositories"}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="large"
      title="Import from GitHub"
      description="Make projects of your repositories: title, description, technologies, links and the README as the write-up."
      footer={footer}
    >
      <div className={styles.dialog}>
        <form className={styles.nameForm} onSubmit={list} noValidate>
          <TextField
            label="GitHub user or organisation"
            placeholder="e.g. octocat"
            autoComplete="off"
            spellCheck={false}
            value={name}
            error={nameError ?? undefined}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
          />
          <Button type="submit" variant="primary" disabled={repositories.isFetching}>
            <List aria-hidden="true" /> {repositories.isFetching ? "Listing…" : "List repositories"}
          </Button>
        </form>

        <GithubTokenArea refusal={problem?.token ?? importer.data?.tokenError ?? null} />
        <GithubRefresh />

        {repositories.isFetching && !repositories.data && (
          <LoadingState label={`Reading ${listed}'s repositories from GitHub…`} />
        )}
        {problem && !repositories.isFetching && (
          <div className={styles.problem} role="alert">
            <p>{problem.message}</p>
            {problem.canRetry && (
              <Button size="small" onClick={() => void repositories.refetch()}>
                Try again
              </Button>
            )}
          </div>
        )}
        {!listed && !problem && (
          <p className={styles.empty}>
            Enter a GitHub user or organisation name and choose List repositories to see their repositories.
          </p>
        )}

        {importer.isPending && (
          <LoadingState
            label={`Importing ${countOf(importer.variables?.repositories.length ?? 0)} from GitHub… READMEs with many images take a while.`}
          />
        )}
        {importer.isError && (
          <p className={styles.problem} role="alert">
            {importer.error.message}
          </p>
        )}
        {importer.data && <ImportResults result={importer.data} live={importer.variables?.live ?? false} />}

        {showList && (
          <RepositoryList
            items={repositories.data.items}
            filter={filter}
            onFilter={setFilter}
            chosen={chosen}
            onChoose={setChosen}
          />
        )}
      </div>
    </Modal>
  );
}
