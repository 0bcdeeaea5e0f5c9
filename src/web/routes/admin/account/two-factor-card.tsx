import { KeyRound, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Button, Card, TextField } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import usersStyles from "#web/routes/admin/users/users.module.css";
import styles from "./account.module.css";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateCodes,
} from "./account-api.ts";
import { badge, failure } from "./account-parts.tsx";
import { QrCode } from "./qr-code.tsx";

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

export function TwoFactorCard({ enabled, codesLeft }: { enabled: boolean; codesLeft: number }) {
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
