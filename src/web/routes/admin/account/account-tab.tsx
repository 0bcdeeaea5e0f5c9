import { Fingerprint, KeyRound, Laptop, LogOut, Plus, ShieldAlert, ShieldCheck } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { newPasswordProblem } from "#shared/auth/schema.ts";
import { roleDescriptions, roleLabels } from "#shared/users/rules.ts";
import { ApiError } from "#web/lib/api-client.ts";
import {
  Button,
  Card,
  LoadingState,
  TabHeader,
  TextField,
  useConfirm,
} from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import { ActivityList } from "#web/routes/admin/users/activity-list.tsx";
import usersStyles from "#web/routes/admin/users/users.module.css";
import styles from "./account.module.css";
import {
  useAccount,
  useAccountEvents,
  useAddPasskey,
  useChangeEmail,
  useChangePassword,
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useEndOtherSessions,
  useEndSession,
  usePasskeys,
  useRegenerateCodes,
  useRemovePasskey,
  useRename,
  useSessions,
} from "./account-api.ts";
import { QrCode } from "./qr-code.tsx";

const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);
const badge = (tone: string | undefined) => `${usersStyles.badge} ${surfaces.pill} ${tone ?? ""}`;

/** Every user's own account: name, e-mail, password, two-factor sign-in, sessions and security log. */
export function AccountTab() {
  const account = useAccount();
  const events = useAccountEvents();
  if (account.isPending) return <LoadingState label="Loading your account..." />;
  if (account.isError) return <Card>{failure(account.error, "Your account could not be loaded.")}</Card>;
  const me = account.data;
  return (
    <div className={usersStyles.stack}>
      <TabHeader
        title="Your account"
        description={
          <>
            <span className={badge(surfaces.accent)}>{roleLabels[me.role]}</span> {roleDescriptions[me.role]}
          </>
        }
      />
      {me.twoFactorRequired && (
        <div className={styles.notice} role="alert">
          <ShieldAlert aria-hidden="true" />
          <span>
            This site requires two-factor sign-in. Turn it on below to reach the rest of the dashboard.
          </span>
        </div>
      )}
      <div className={usersStyles.columns}>
        <ProfileCard name={me.name} email={me.email} />
        <PasswordCard />
      </div>
      <TwoFactorCard enabled={me.twoFactorEnabled} codesLeft={me.recoveryCodesLeft} />
      <PasskeysCard />
      <SessionsCard />
      <Card>
        <h3 className={usersStyles.cardTitle}>Security log</h3>
        <ActivityList
          entries={events.data?.items}
          empty="No security events for your account yet."
          showActor={false}
          testId="account-events"
        />
      </Card>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h3 className={usersStyles.cardTitle}>{title}</h3>
      {children}
    </Card>
  );
}

function ProfileCard({ name: current, email: currentEmail }: { name: string; email: string }) {
  const [name, setName] = useState(current);
  const [email, setEmail] = useState("");
  const rename = useRename();
  const changeEmail = useChangeEmail();
  return (
    <Section title="Profile">
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          rename.mutate(name.trim(), {
            onSuccess: () => toast.success("Name saved"),
            onError: (error) => toast.error(failure(error, "The name could not be saved.")),
          });
        }}
      >
        <TextField label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="primary" disabled={rename.isPending || name.trim() === current}>
          Save name
        </Button>
      </form>
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          changeEmail.mutate(email.trim(), {
            onSuccess: ({ message }) => {
              toast.success(message);
              setEmail("");
            },
          });
        }}
      >
        <TextField
          label="E-mail"
          name="newEmail"
          type="email"
          placeholder={currentEmail}
          hint={`Now ${currentEmail}. A new address takes effect once you open the link we send to it.`}
          error={changeEmail.error ? failure(changeEmail.error, "The link could not be sent.") : undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            changeEmail.reset();
          }}
        />
        <Button type="submit" disabled={changeEmail.isPending || !email.trim()}>
          Send confirmation link
        </Button>
      </form>
    </Section>
  );
}

function PasswordCard() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const change = useChangePassword();
  return (
    <Section title="Password">
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const local = !currentPassword
            ? "Please enter your current password"
            : newPasswordProblem(newPassword, confirm);
          setProblem(local);
          if (local) return;
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => {
                toast.success("Password changed. Your other sessions were signed out.");
                setCurrent("");
                setNew("");
                setConfirm("");
              },
            },
          );
        }}
      >
        <TextField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          error={
            problem ??
            (change.error ? failure(change.error, "The password could not be changed.") : undefined)
          }
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={change.isPending}>
          Change password
        </Button>
      </form>
    </Section>
  );
}

/** Asks for the password before a two-factor change; answers it to `onSubmit`. */
function PasswordPrompt({
  label,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  busy: boolean;
  error?: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  return (
    <form
      className={styles.inline}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit(password);
      }}
    >
      <TextField
        label="Your password"
        type="password"
        name="confirmWithPassword"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="primary" disabled={busy || !password}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className={styles.codes}>
      <p className={styles.codesLead}>
        <KeyRound aria-hidden="true" /> Save these 10 recovery codes somewhere safe. Each works once, and they
        are shown only now.
      </p>
      <ol className={styles.codeList} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button size="small" onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}>
        Copy codes
      </Button>
    </div>
  );
}

function TwoFactorCard({ enabled, codesLeft }: { enabled: boolean; codesLeft: number }) {
  const [step, setStep] = useState<"idle" | "password" | "scan" | "disable" | "regenerate">("idle");
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateCodes();
  const secret = setup ? (new URL(setup.totpURI).searchParams.get("secret") ?? "") : "";

  return (
    <Card>
      <div className={styles.twoFactorHead}>
        <h3 className={usersStyles.cardTitle}>Two-factor sign-in</h3>
        {enabled ? (
          <span className={badge(surfaces.success)} data-testid="two-factor-state">
            <ShieldCheck aria-hidden="true" /> On
          </span>
        ) : (
          <span className={badge(surfaces.warning)} data-testid="two-factor-state">
            Off
          </span>
        )}
      </div>
      <p className={styles.lead}>
        After your password, sign-in asks for a 6-digit code from an authenticator app (such as 1Password,
        Aegis or Google Authenticator). Lost the app? Use a recovery code.
      </p>

      {!enabled && step === "idle" && (
        <Button variant="primary" onClick={() => setStep("password")}>
          <ShieldCheck aria-hidden="true" /> Set up an authenticator app
        </Button>
      )}
      {!enabled && step === "password" && (
        <PasswordPrompt
          label="Continue"
          busy={enable.isPending}
          error={enable.error ? failure(enable.error, "Two-factor sign-in could not be set up.") : undefined}
          onCancel={() => setStep("idle")}
          onSubmit={(password) =>
            enable.mutate(password, {
              onSuccess: (answer) => {
                setSetup(answer);
                setStep("scan");
              },
            })
          }
        />
      )}
      {!enabled && step === "scan" && setup && (
        <div className={styles.setup}>
          <div className={styles.qr}>
            <QrCode text={setup.totpURI} label="QR code for your authenticator app" />
          </div>
          <div className={styles.setupText}>
            <p>1. Scan the code with your authenticator app, or type this key into it:</p>
            <code className={styles.secret} data-testid="totp-secret">
              {secret.replace(/(.{4})/g, "$1 ").trim()}
            </code>
            <form
              className={styles.inline}
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                confirm.mutate(code.replace(/\s/g, ""), {
                  onSuccess: () => {
                    toast.success("Two-factor sign-in is on");
                    setFreshCodes(setup.backupCodes);
                    setSetup(null);
                    setStep("idle");
                  },
                });
              }}
            >
              <TextField
                label="2. Enter the 6-digit code it shows"
                name="totpCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                value={code}
                error={confirm.error ? failure(confirm.error, "That code did not work.") : undefined}
                onChange={(event) => {
                  setCode(event.target.value);
                  confirm.reset();
                }}
              />
              <Button type="submit" variant="primary" disabled={confirm.isPending || code.trim().length < 6}>
                Turn on
              </Button>
            </form>
          </div>
        </div>
      )}

      {enabled && step === "idle" && (
        <div className={styles.actions}>
          <span className={styles.lead}>{codesLeft} of 10 recovery codes left.</span>
          <Button onClick={() => setStep("regenerate")}>
            <KeyRound aria-hidden="true" /> New recovery codes
          </Button>
          <Button variant="danger" onClick={() => setStep("disable")}>
            Turn off
          </Button>
        </div>
      )}
      {enabled && step === "regenerate" && (
        <PasswordPrompt
          label="Make new codes"
          busy={regenerate.isPending}
          error={regenerate.error ? failure(regenerate.error, "New codes could not be made.") : undefined}
          onCancel={() => setStep("idle")}
          onSubmit={(password) =>
            regenerate.mutate(password, {
              onSuccess: ({ backupCodes }) => {
                setFreshCodes(backupCodes);
                setStep("idle");
              },
            })
          }
        />
      )}
      {enabled && step === "disable" && (
        <PasswordPrompt
          label="Turn off"
          busy={disable.isPending}
          error={
            disable.error ? failure(disable.error, "Two-factor sign-in could not be turned off.") : undefined
          }
          onCancel={() => setStep("idle")}
          onSubmit={(password) =>
            disable.mutate(password, {
              onSuccess: () => {
                toast.success("Two-factor sign-in is off");
                setFreshCodes(null);
                setStep("idle");
              },
            })
          }
        />
      )}
      {freshCodes && <RecoveryCodes codes={freshCodes} />}
    </Card>
  );
}

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
function PasskeysCard() {
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

function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const items = sessions.data?.items ?? [];
  return (
    <Card padded={false}>
      <div className={usersStyles.cardHead}>
        <h3 className={usersStyles.cardTitle}>Sessions</h3>
        <Button
          size="small"
          variant="danger"
          disabled={endOthers.isPending || items.length < 2}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast.success("Every other session was signed out"),
            })
          }
        >
          <LogOut aria-hidden="true" /> Sign out all other sessions
        </Button>
      </div>
      <ul className={usersStyles.list} data-testid="sessions-list">
        {items.map((session) => (
          <li key={session.id} className={usersStyles.row} data-testid="session-row">
            <span className={`${usersStyles.avatar} ${usersStyles.avatarPending}`} aria-hidden="true">
              <Laptop />
            </span>
            <span className={usersStyles.who}>
              <span className={usersStyles.name}>
                {session.device}
                {session.current && <span className={badge(surfaces.accent)}>This device</span>}
              </span>
              <span className={usersStyles.meta}>
                <span>{session.place}</span>
                <span>Signed in {relativeTime(session.createdAt)}</span>
                <span>Active {relativeTime(session.lastActiveAt)}</span>
              </span>
            </span>
            <span className={usersStyles.controls}>
              {!session.current && (
                <Button
                  size="small"
                  variant="ghost"
                  disabled={end.isPending}
                  onClick={() =>
                    end.mutate(session.id, { onSuccess: () => toast.success("Session signed out") })
                  }
                >
                  Sign out
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
