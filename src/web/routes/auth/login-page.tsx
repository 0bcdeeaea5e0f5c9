import { Lock, LogIn, Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { authMessages } from "#shared/auth/schema.ts";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { setSessionUser, useSession } from "#web/hooks/use-session.ts";
import { authApi } from "#web/lib/session.ts";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { signInMessage } from "./error-message.ts";
import { ErrorBox, PasswordField, SubmitButton, TextField } from "./form-parts.tsx";

/** /login: 'Welcome Back'. A signed-in owner goes straight to the dashboard. */
export function LoginPage() {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (loading) return <RouteLoading />;
  if (user) return <Navigate to="/admin-dashboard" replace />;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) return setError(authMessages.fillAllFields);
    setBusy(true);
    setError(null);
    try {
      const { user: signedIn } = await authApi.signIn(email.trim(), password, rememberMe);
      setSessionUser(signedIn);
      navigate("/admin-dashboard", { replace: true });
    } catch (failure) {
      setError(signInMessage(failure));
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      documentTitle="Sign in"
      icon={<LogIn size={22} />}
      title="Welcome Back"
      subtitle="Sign in to your account"
    >
      <ErrorBox message={error} />
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
        <SubmitButton busy={busy} busyLabel="Signing In...">
          Sign In
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
