import { useMutation } from "@tanstack/react-query";
import { Lock, LogIn, Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { authMessages } from "#shared/auth/schema.ts";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { authApi } from "#web/lib/session.ts";
import { useRecordSignIn, useSession } from "#web/routes/owner/session.ts";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { refuseIf, signInMessage } from "./error-message.ts";
import { ErrorBox, PasswordField, SubmitButton, TextField } from "./form-parts.tsx";

/** /login: 'Welcome Back'. A signed-in owner goes straight to the dashboard. */
export function LoginPage() {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const recordSignIn = useRecordSignIn();
  const signIn = useMutation({
    mutationFn: async () => {
      refuseIf(!email.trim() || !password ? authMessages.fillAllFields : undefined);
      return authApi.signIn(email.trim(), password, rememberMe);
    },
    onSuccess: ({ user: signedIn }) => {
      recordSignIn(signedIn);
      navigate("/admin-dashboard", { replace: true });
    },
  });

  if (loading) return <RouteLoading />;
  if (user) return <Navigate to="/admin-dashboard" replace />;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    signIn.reset();
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
      <ErrorBox message={signIn.error ? signInMessage(signIn.error) : null} />
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
      </form>
    </AuthLayout>
  );
}
