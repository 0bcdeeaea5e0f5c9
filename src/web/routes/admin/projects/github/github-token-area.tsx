import { KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "#web/lib/api-client.ts";
import { Button, TextField } from "#web/routes/admin/components/index.ts";
import { useSession } from "#web/routes/owner/session.ts";
import styles from "./github.module.css";
import { useGithubSettings, useGithubToken } from "./github-api.ts";

const statusText = {
  saved: "A token is saved. Folio uses it for every request to GitHub.",
  environment: "A token is set in the server's environment (GITHUB_TOKEN).",
  none: "No token: GitHub allows 60 requests an hour, and only public repositories are listed.",
} as const;

/**
 * The optional personal access token: whether one is saved or set in the environment (never the token),
 * saved and removed by the owner only. `refusal` is GitHub's refusal of the token in use, shown at the field.
 */
export function GithubTokenArea({ refusal }: { refusal: string | null }) {
  const isOwner = useSession().user?.role === "owner";
  const settings = useGithubSettings();
  const token = useGithubToken();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (refusal) setOpen(true);
  }, [refusal]);
  const shown = error ?? refusal;
  const state = settings.data?.token;

  function save(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setError("Paste a GitHub personal access token");
      return;
    }
    token.mutate(value.trim(), {
      onSuccess: () => {
        setValue("");
        setError(null);
        toast.success("The GitHub token is saved");
      },
      onError: (failure) =>
        setError(failure instanceof ApiError ? (failure.fields.token ?? failure.message) : failure.message),
    });
  }

  function remove() {
    token.mutate(null, {
      onSuccess: () => {
        setError(null);
        toast.success("The GitHub token is removed");
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <details className={styles.fold} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <KeyRound aria-hidden="true" />
        <span>Personal access token (optional)</span>
        {state && state !== "none" && <span className={styles.tokenBadge}>In use</span>}
      </summary>
      <div className={styles.foldBody}>
        <p className={styles.muted}>
          {settings.isError
            ? "Whether a token is saved could not be read."
            : state
              ? statusText[state]
              : "Reading whether a token is saved…"}{" "}
          A token raises GitHub's limit to 5,000 requests an hour.
        </p>
        {isOwner ? (
          <form className={styles.tokenForm} onSubmit={save} noValidate>
            <TextField
              label={state === "saved" ? "Replace the token" : "Token"}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              error={shown ?? undefined}
              hint="Read-only access to public repositories is enough. Folio never shows it again."
            />
            <div className={styles.tokenActions}>
              <Button type="submit" disabled={token.isPending}>
                Save token
              </Button>
              {state === "saved" && (
                <Button variant="danger" onClick={remove} disabled={token.isPending}>
                  Remove token
                </Button>
              )}
            </div>
          </form>
        ) : (
          <>
            {shown && (
              <p className={styles.errorText} role="alert">
                {shown}
              </p>
            )}
            <p className={styles.muted}>Only the site's owner can save or remove the token.</p>
          </>
        )}
      </div>
    </details>
  );
}
