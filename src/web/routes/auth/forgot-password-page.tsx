import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, KeyRound, Mail, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import { Link } from "react-router";
import { authMessages, emailProblem } from "#shared/auth/rules.ts";
import { authApi } from "#web/lib/session.ts";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { messageFor, refuseIf } from "./error-message.ts";
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
  const send = useMutation({
    mutationFn: async (address: string) => {
      refuseIf(emailProblem(address));
      await authApi.requestPasswordReset(address.trim());
      return address.trim();
    },
    onSuccess: () => toast.success(authMessages.recoverySent),
  });
  const resend = useMutation({
    mutationFn: (address: string) => authApi.requestPasswordReset(address),
    onSuccess: () => toast.success(authMessages.recoveryResent),
    onError: (failure) => toast.error(messageFor(failure, authMessages.recoveryResendFailed)),
  });
  const sentTo = send.data ?? null;

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
        <ErrorBox
          message={resend.error ? messageFor(resend.error, authMessages.recoveryResendFailed) : null}
        />
        <div className={styles.stack}>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => resend.mutate(sentTo)}
            disabled={resend.isPending}
          >
            {resend.isPending ? "Resending..." : "Resend Email"}
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
      <ErrorBox message={send.error ? messageFor(send.error, authMessages.recoveryFailed) : null} />
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          send.mutate(email);
        }}
        noValidate
      >
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
            send.reset();
          }}
        />
        <SubmitButton busy={send.isPending} busyLabel="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <BackToLogin />
    </AuthLayout>
  );
}
