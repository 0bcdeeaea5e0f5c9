import { Fingerprint, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button, Card, TextField, useConfirm } from "#web/routes/admin/components/index.ts";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import usersStyles from "#web/routes/admin/users/users.module.css";
import styles from "./account.module.css";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "./account-api.ts";
import { failure } from "./account-parts.tsx";

/** A name for a new passkey that says where it lives, from the browser's platform. */
function suggestedPasskeyName(): string {
  const agent = typeof navigator === "undefined" ? "" : navigator.userAgent;
  if (/iPhone|iPad/.test(agent)) return "iPhone or iPad";
  if (/Android/.test(agent)) return "Android phone";
  if (/Mac OS X/.test(agent)) return "Mac";
  if (/Windows/.test(agent)) return "Windows PC";
  return "This device";
}

/** Passkeys: a password-less sign-in that also passes two-factor (decision 068). */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const items = passkeys.data ?? [];

  const startAdding = () => {
    setName(suggestedPasskeyName());
    add.reset();
    setAdding(true);
  };
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim() || "Passkey", {
      onSuccess: () => {
        setAdding(false);
        toast.success("Passkey added");
      },
    });
  };
  const onRemove = async (id: string, label: string) => {
    const ok = await confirm({
      title: "Remove passkey",
      message: `Remove "${label}"? It will no longer sign you in; your password and other passkeys still work.`,
      confirmLabel: "Remove",
    });
    if (!ok) return;
    remove.mutate(id, {
      onSuccess: () => toast.success("Passkey removed"),
      onError: (error) => toast.error(failure(error, "The passkey could not be removed.")),
    });
  };
  const addError = add.error
    ? add.error instanceof Error && add.error.name === "NotAllowedError"
      ? "The passkey was not created: the request was cancelled or timed out."
      : add.error instanceof Error && add.error.name === "InvalidStateError"
        ? "This device already holds a passkey for your account."
        : failure(add.error, "The passkey could not be added.")
    : undefined;

  return (
    <Card padded={false}>
      <div className={usersStyles.cardHead}>
        <h3 className={usersStyles.cardTitle}>Passkeys</h3>
        {!adding && (
          <Button size="small" variant="primary" onClick={startAdding} data-testid="add-passkey">
            <Plus aria-hidden="true" /> Add a passkey
          </Button>
        )}
      </div>
      <div className={styles.passkeyBody}>
        <p className={styles.lead}>
          Sign in with your fingerprint, face or device PIN instead of a password. A passkey also passes
          two-factor sign-in.
        </p>
        {adding && (
          <form className={styles.inline} onSubmit={onAdd}>
            <TextField
              label="Name this passkey"
              name="passkeyName"
              autoFocus
              maxLength={60}
              value={name}
              error={addError}
              onChange={(event) => setName(event.target.value)}
            />
            <Button type="submit" variant="primary" disabled={add.isPending}>
              <Fingerprint aria-hidden="true" />{" "}
              {add.isPending ? "Waiting for your device..." : "Create passkey"}
            </Button>
            <Button variant="ghost" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </form>
        )}
      </div>
      {passkeys.isSuccess && items.length === 0 && !adding && (
        <p className={`${usersStyles.muted} ${styles.passkeyEmpty}`}>No passkeys yet.</p>
      )}
      {items.length > 0 && (
        <ul className={usersStyles.list} data-testid="passkeys-list">
          {items.map((passkey) => {
            const label = passkey.name || "Passkey";
            return (
              <li key={passkey.id} className={usersStyles.row} data-testid="passkey-row">
                <span className={`${usersStyles.avatar} ${usersStyles.avatarPending}`} aria-hidden="true">
                  <Fingerprint />
                </span>
                <span className={usersStyles.who}>
                  <span className={usersStyles.name}>{label}</span>
                  <span className={usersStyles.meta}>
                    <span>{passkey.createdAt ? `Added ${relativeTime(passkey.createdAt)}` : "Added"}</span>
                  </span>
                </span>
                <span className={usersStyles.controls}>
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={remove.isPending}
                    onClick={() => void onRemove(passkey.id, label)}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {dialog}
    </Card>
  );
}
