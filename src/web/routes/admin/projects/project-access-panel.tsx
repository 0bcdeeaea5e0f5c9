import { Copy, KeyRound, Link2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { projectAccessLimits as limits, type ShareLink } from "#shared/project-access/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Button, TextField } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./project-access.module.css";
import {
  useCreateShareLink,
  useProjectAccess,
  useRevokeShareLink,
  useSetProjectPassword,
  useShareLinks,
} from "./project-access-api.ts";

const when = (iso: string | null, none: string) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : none;

const stateLabel: Record<ShareLink["state"], string> = {
  open: "Open",
  expired: "Expired",
  revoked: "Revoked",
};

const stateTone: Record<ShareLink["state"], string | undefined> = {
  open: surfaces.success,
  expired: surfaces.muted,
  revoked: surfaces.danger,
};

/** The protected page's password: set, replaced or removed; never shown back (decision 158). */
function PasswordControl({ projectId }: { projectId: string }) {
  const state = useProjectAccess(projectId);
  const save = useSetProjectPassword(projectId);
  const [password, setPassword] = useState("");
  const error =
    save.error instanceof ApiError ? (save.error.fields.password ?? save.error.message) : undefined;
  const hasPassword = state.data?.hasPassword === true;
  const submit = (value: string | null) =>
    save.mutate(value, {
      onSuccess: () => {
        setPassword("");
        toast.success(value === null ? "Password removed" : "Password saved");
      },
    });
  return (
    <section className={styles.block} aria-labelledby={`password-${projectId}`}>
      <h4 id={`password-${projectId}`}>
        <KeyRound aria-hidden="true" /> Password
      </h4>
      <p className={styles.note} data-testid="password-state">
        {state.isPending
          ? "Checking…"
          : hasPassword
            ? "A password is set. Visitors who know it can open the page."
            : "No password is set: only share links open the page."}
      </p>
      <div className={styles.row}>
        <TextField
          label={hasPassword ? "New password" : "Password"}
          type="password"
          autoComplete="new-password"
          value={password}
          minLength={limits.passwordMin}
          maxLength={limits.passwordMax}
          hint={`At least ${limits.passwordMin} characters`}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="button" onClick={() => submit(password)} disabled={save.isPending || !password}>
          {hasPassword ? "Replace password" : "Set password"}
        </Button>
      </div>
      {hasPassword && (
        <Button
          type="button"
          variant="ghost"
          size="small"
          onClick={() => submit(null)}
          disabled={save.isPending}
        >
          Remove password
        </Button>
      )}
    </section>
  );
}

/** A new link, shown once: Folio keeps only its fingerprint. */
function CreatedLink({ link, recipient }: { link: string; recipient: string }) {
  return (
    <div className={styles.created} role="status">
      <p>
        Link for <strong>{recipient}</strong>. Copy it now: it is shown only once.
      </p>
      <div className={styles.row}>
        <TextField label="Link to send" value={link} readOnly onFocus={(event) => event.target.select()} />
        <Button
          type="button"
          onClick={() =>
            navigator.clipboard
              .writeText(link)
              .then(() => toast.success("Link copied"))
              .catch(() => toast.error("Could not copy: select the link and copy it"))
          }
        >
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
    </div>
  );
}

/** Share links per recipient: made with an optional expiry, listed with their last use, revoked. */
function ShareLinks({ projectId }: { projectId: string }) {
  const links = useShareLinks(projectId);
  const create = useCreateShareLink(projectId);
  const revoke = useRevokeShareLink(projectId);
  const [recipient, setRecipient] = useState("");
  const [expires, setExpires] = useState("");
  const [created, setCreated] = useState<{ link: string; recipient: string } | null>(null);
  const fields = create.error instanceof ApiError ? create.error.fields : {};
  const submit = () =>
    create.mutate(
      { recipient, expiresAt: expires ? new Date(`${expires}T23:59:59`).toISOString() : null },
      {
        onSuccess: (answer) => {
          setCreated({ link: answer.link, recipient: answer.item.recipient });
          setRecipient("");
          setExpires("");
        },
      },
    );
  return (
    <section className={styles.block} aria-labelledby={`links-${projectId}`}>
      <h4 id={`links-${projectId}`}>
        <Link2 aria-hidden="true" /> Share links
      </h4>
      <p className={styles.note}>
        One link per person: you see when each was last opened, and can revoke it.
      </p>
      <div className={styles.row}>
        <TextField
          label="For"
          placeholder="e.g. Ada at Acme"
          value={recipient}
          maxLength={limits.recipientMax}
          error={fields.recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <TextField
          label="Expires (optional)"
          type="date"
          value={expires}
          error={fields.expiresAt}
          onChange={(event) => setExpires(event.target.value)}
        />
        <Button
          type="button"
          variant="primary"
          onClick={submit}
          disabled={create.isPending || !recipient.trim()}
        >
          {create.isPending ? "Creating…" : "Create link"}
        </Button>
      </div>
      {create.error && !(create.error instanceof ApiError && Object.keys(fields).length > 0) ? (
        <p className={styles.error} role="alert">
          {create.error.message}
        </p>
      ) : null}
      {created && <CreatedLink {...created} />}
      {links.data && links.data.length > 0 ? (
        <ul className={styles.links} aria-label="Links made">
          {links.data.map((link) => (
            <li key={link.id} className={styles.link} data-testid="share-link">
              <div className={styles.linkHead}>
                <strong>{link.recipient}</strong>
                <span className={`${surfaces.pill} ${stateTone[link.state]}`}>{stateLabel[link.state]}</span>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>Created</dt>
                  <dd>{when(link.createdAt, "")}</dd>
                </div>
                <div>
                  <dt>Expires</dt>
                  <dd>{when(link.expiresAt, "Never")}</dd>
                </div>
                <div>
                  <dt>Last opened</dt>
                  <dd>{when(link.lastOpenedAt, "Not yet")}</dd>
                </div>
                <div>
                  <dt>Opens</dt>
                  <dd>{link.openCount}</dd>
                </div>
              </dl>
              {link.state === "open" && (
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  onClick={() => revoke.mutate(link.id, { onError: (error) => toast.error(error.message) })}
                  disabled={revoke.isPending}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.note}>{links.isPending ? "Loading…" : "No share links yet."}</p>
      )}
    </section>
  );
}

/** A protected project's access, in its editor: the password and the share links. */
export function ProjectAccessPanel({ projectId }: { projectId: string }) {
  return (
    <div className={styles.panel} data-testid="project-access">
      <PasswordControl projectId={projectId} />
      <ShareLinks projectId={projectId} />
    </div>
  );
}
