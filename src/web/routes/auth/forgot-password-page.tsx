import { ArrowLeft, KeyRound, Mail, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { authMessages, emailProblem } from "#shared/auth/schema.ts";
import { authApi } from "#web/lib/session.ts";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { messageFor } from "./error-message.ts";
import { ErrorBox, SubmitButton, TextField } from "./form-parts.tsx";

function BackToLogin() {
  return (
    <p className={styles.footer}>
      <Link className={styles.backLink} to="/login">
        <ArrowLeft size={16} aria-hidden="true" />
        Back to Login
      </Link>
    </p>
  );
}

/** /forgot-password: asks for the e-mail, then 'Check Your Email' (the same answer for any address). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await authApi.requestPasswordReset(email.trim());
      setSentTo(email.trim());
      toast.success(authMessages.recoverySent);
    } catch (failure) {
      setError(messageFor(failure, authMessages.recoveryFailed));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!sentTo) return;
    setBusy(true);
    setError(null);
    try {
      await authApi.requestPasswordReset(sentTo);
      toast.success(authMessages.recoveryResent);
    } catch (failure) {
      const message = messageFor(failure, authMessages.recoveryResendFailed);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthLayout
        documentTitle="Check your email"
        icon={<MailCheck size={22} />}
        success
        title="Check Your Email"
        subtitle={
          <>
            If <span className={styles.emphasis}>{sentTo}</span> belongs to the owner account, a link to reset
            the password is on its way. It works once and expires in 1 hour.
          </>
        }
      >
        <ErrorBox message={error} />
        <div className={styles.stack}>
          <button type="button" className={styles.buttonSecondary} onClick={resend} disabled={busy}>
            {busy ? "Resending..." : "Resend Email"}
          </button>
        </div>
        <p className={styles.hint}>Didn't receive the email? Check your spam folder or try resending.</p>
        <BackToLogin />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      documentTitle="Forgot password"
      icon={<KeyRound size={22} />}
      title="Forgot Password?"
      subtitle="Enter your email address and we'll send you a link to reset your password."
    >
      <ErrorBox message={error} />
      <form className={styles.form} onSubmit={send} noValidate>
        <TextField
          label="Email"
          icon={Mail}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(null);
          }}
        />
        <SubmitButton busy={busy} busyLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
