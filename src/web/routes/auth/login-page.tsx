import { useMutation } from "@tanstack/react-query";
import { Fingerprint, KeyRound, Lock, LogIn, Mail, ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { authMessages } from "#shared/auth/rules.ts";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { authApi } from "#web/lib/session.ts";
import { useRecordSignIn, useSession } from "#web/routes/owner/session.ts";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { passkeyMessage, refuseIf, secondFactorMessage, signInMessage } from "./error-message.ts";
import { ErrorBox, PasswordField, SubmitButton, TextField } from "./form-parts.tsx";

/** /login: 'Welcome Back'. A signed-in owner goes straight to the dashboard. */
export function LoginPage() {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const recordSignIn = useRecordSignIn();
  const signIn = useMutation({
    mutationFn: async () => {
      refuseIf(!email.trim() || !password ? authMessages.fillAllFields : undefined);
      return authApi.signIn(email.trim(), password, rememberMe);
    },
    onSuccess: ({ user: signedIn, twoFactorRedirect }) => {
      if (twoFactorRedirect || !signedIn) {
        setSecondStep(true);
        setPassword("");
        return;
      }
      recordSignIn(signedIn);
      navigate("/admin-dashboard", { replace: true });
    },
  });

  const passkey = usePasskeySignIn();

  if (loading) return <RouteLoading />;
  if (user) return <Navigate to="/admin-dashboard" replace />;
  if (secondStep) return <SecondFactorStep onRestart={() => setSecondStep(false)} />;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    signIn.reset();
    passkey.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate();
  }

  return (
    <AuthLayout
      documentTitle="Sign in"
      icon={<LogIn size={22} />}
      title="Welcome Back"
      subtitle="Sign in to your account"
    >
      <ErrorBox
        message={
          signIn.error ? signInMessage(signIn.error) : passkey.error ? passkeyMessage(passkey.error) : null
        }
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          icon={Mail}
          type="email"
          name="email"
          autoComplete="username"
          placeholder="you@example.com"
          value={email}
          onChange={edit(setEmail)}
        />
        <PasswordField
          label="Password"
          icon={Lock}
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          value={password}
          onChange={edit(setPassword)}
        />
        <div className={styles.row}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            Remember me
          </label>
          <Link className={styles.link} to="/forgot-password">
            Forgot Password?
          </Link>
        </div>
        <SubmitButton busy={signIn.isPending || signIn.isSuccess} busyLabel="Signing In...">
          Sign In
        </SubmitButton>
        <div className={styles.divider}>
          <span>or</span>
        </div>
        <PasskeyButton
          busy={passkey.isPending || passkey.isSuccess}
          onClick={() => {
            signIn.reset();
            passkey.mutate();
          }}
        />
      </form>
    </AuthLayout>
  );
}

/** A password-less sign-in with a passkey; it passes two-factor too (decision 068). */
function usePasskeySignIn() {
  const navigate = useNavigate();
  const recordSignIn = useRecordSignIn();
  return useMutation({
    mutationFn: () => authApi.signInWithPasskey(),
    onSuccess: ({ user: signedIn }) => {
      if (!signedIn) return;
      recordSignIn(signedIn);
      navigate("/admin-dashboard", { replace: true });
    },
  });
}

function PasskeyButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={styles.buttonSecondary}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
      data-testid="passkey-sign-in"
    >
      <Fingerprint size={18} aria-hidden="true" />
      {busy ? "Waiting for your passkey..." : "Use a passkey"}
    </button>
  );
}

/**
 * The second step of a sign-in with two-factor on: the authenticator's 6-digit code, or one of the
 * recovery codes. No session exists until this passes.
 */
function SecondFactorStep({ onRestart }: { onRestart: () => void }) {
  const navigate = useNavigate();
  const recordSignIn = useRecordSignIn();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState("");
  const passkey = usePasskeySignIn();
  const verify = useMutation({
    mutationFn: async () => {
      const typed = code.trim();
      refuseIf(!typed ? "Please enter the code" : undefined);
      return useRecovery ? authApi.verifyRecoveryCode(typed) : authApi.verifyTotp(typed.replace(/\s/g, ""));
    },
    onSuccess: ({ user: signedIn }) => {
      if (!signedIn) return;
      recordSignIn(signedIn);
      navigate("/admin-dashboard", { replace: true });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.mutate();
  }

  return (
    <AuthLayout
      documentTitle="Two-factor sign-in"
      icon={<ShieldCheck size={22} />}
      title="Two-factor sign-in"
      subtitle={
        useRecovery
          ? "Enter one of the recovery codes you saved. Each code works once."
          : "Enter the 6-digit code from your authenticator app."
      }
    >
      <ErrorBox
        message={
          verify.error
            ? secondFactorMessage(verify.error)
            : passkey.error
              ? passkeyMessage(passkey.error)
              : null
        }
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          key={useRecovery ? "recovery" : "totp"}
          label={useRecovery ? "Recovery code" : "Authentication code"}
          icon={useRecovery ? KeyRound : ShieldCheck}
          name={useRecovery ? "recoveryCode" : "code"}
          autoComplete="one-time-code"
          inputMode={useRecovery ? "text" : "numeric"}
          placeholder={useRecovery ? "xxxxx-xxxxx" : "123 456"}
          autoFocus
          value={code}
          onChange={(value) => {
            setCode(value);
            verify.reset();
          }}
        />
        <SubmitButton busy={verify.isPending || verify.isSuccess} busyLabel="Checking...">
          Verify
        </SubmitButton>
        <PasskeyButton
          busy={passkey.isPending || passkey.isSuccess}
          onClick={() => {
            verify.reset();
            passkey.mutate();
          }}
        />
        <div className={styles.row}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setUseRecovery(!useRecovery);
              setCode("");
              verify.reset();
            }}
          >
            {useRecovery ? "Use the authenticator app" : "Use a recovery code"}
          </button>
          <button type="button" className={styles.linkButton} onClick={onRestart}>
            Start over
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
