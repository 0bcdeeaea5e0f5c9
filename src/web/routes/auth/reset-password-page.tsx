import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, CheckCircle2, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authMessages, newPasswordProblem, RESET_REDIRECT_MS } from "#shared/auth/rules.ts";
import { authApi } from "#web/lib/session.ts";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { messageFor, refuseIf } from "./error-message.ts";
import { ErrorBox, NewPasswordFields, SubmitButton } from "./form-parts.tsx";

/** /reset-password?userId=…&secret=…: choose a new password, then back to /login after 3 s. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userId = params.get("userId") ?? "";
  const secret = params.get("secret") ?? "";
  const linkComplete = Boolean(userId && secret);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const reset = useMutation({
    mutationFn: async () => {
      refuseIf(linkComplete ? newPasswordProblem(password, confirmPassword) : authMessages.invalidResetLink);
      await authApi.resetPassword(secret, password);
    },
  });
  const done = reset.isSuccess;
  const failure = reset.error ? messageFor(reset.error, authMessages.resetFailed) : null;
  const error = linkComplete ? failure : authMessages.invalidResetLink;
  // An incomplete, expired or used link cannot be retried: the screen offers a new one instead.
  const linkFailed = !linkComplete || failure === authMessages.expiredResetLink;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/login", { replace: true }), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (!linkFailed) reset.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    reset.mutate();
  }

  if (done) {
    return (
      <AuthLayout
        documentTitle="Password reset"
        icon={<CheckCircle2 size={22} />}
        success
        title={authMessages.resetSucceeded}
        subtitle="Your password has been changed and every device was signed out. Taking you to sign in…"
      >
        <div className={styles.stack}>
          <Link className={styles.button} to="/login" replace>
            Go to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      documentTitle="Reset password"
      icon={<ShieldCheck size={22} />}
      title="Reset Your Password"
      subtitle="Choose a new password with at least 8 characters."
    >
      <ErrorBox message={error} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          label="New Password"
          password={password}
          confirmation={confirmPassword}
          onPassword={edit(setPassword)}
          onConfirmation={edit(setConfirmPassword)}
        />
        <SubmitButton busy={reset.isPending} busyLabel="Resetting..." disabled={!linkComplete}>
          Reset Password
        </SubmitButton>
      </form>
      <p className={styles.footer}>
        {linkFailed ? (
          <Link className={styles.link} to="/forgot-password">
            Request a new reset link
          </Link>
        ) : (
          <Link className={styles.backLink} to="/login">
            <ArrowLeft size={16} aria-hidden="true" />
            Back to Login
          </Link>
        )}
      </p>
    </AuthLayout>
  );
}
