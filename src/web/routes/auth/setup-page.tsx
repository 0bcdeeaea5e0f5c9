import { Lock, Mail, Sparkles, User } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authMessages, emailProblem, newPasswordProblem } from "#shared/auth/schema.ts";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { setSessionUser } from "#web/hooks/use-session.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { authApi } from "#web/lib/session.ts";
import { NotFoundPage } from "#web/routes/public/not-found-page.tsx";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { messageFor } from "./error-message.ts";
import { ErrorBox, PasswordField, SubmitButton, TextField } from "./form-parts.tsx";

type LinkState = "checking" | "valid" | "gone";

/** /setup?token=…: the one-time link printed at first start creates the owner account. */
export function SetupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [link, setLink] = useState<LinkState>(token ? "checking" : "gone");
  const [form, setForm] = useState({ name: "", email: "", password: "", confirmPassword: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!token) return;
    authApi.checkSetupLink(token).then(
      () => setLink("valid"),
      () => setLink("gone"),
    );
  }, [token]);

  if (link === "checking") return <RouteLoading />;
  if (link === "gone") return <NotFoundPage />;

  const edit = (key: keyof typeof form) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { name, email, password, confirmPassword } = form;
    if (!name.trim() || !email.trim() || !password || !confirmPassword)
      return setError(authMessages.fillAllFields);
    const problem = emailProblem(email) ?? newPasswordProblem(password, confirmPassword);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const { user } = await authApi.completeSetup({
        token,
        name: name.trim(),
        email: email.trim(),
        password,
      });
      setSessionUser(user);
      navigate("/admin-dashboard", { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) return setLink("gone");
      setError(messageFor(failure));
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      documentTitle="Create the owner account"
      icon={<Sparkles size={22} />}
      title="Create the owner account"
      subtitle="This link works once. The account you create here signs in to the admin dashboard."
    >
      <ErrorBox message={error} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Name"
          icon={User}
          name="name"
          autoComplete="name"
          placeholder="Your name"
          value={form.name}
          onChange={edit("name")}
        />
        <TextField
          label="Email"
          icon={Mail}
          type="email"
          name="email"
          autoComplete="username"
          placeholder="you@example.com"
          value={form.email}
          onChange={edit("email")}
        />
        <PasswordField
          label="Password"
          icon={Lock}
          name="password"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          value={form.password}
          onChange={edit("password")}
        />
        <PasswordField
          label="Confirm Password"
          icon={Lock}
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Repeat the password"
          value={form.confirmPassword}
          onChange={edit("confirmPassword")}
        />
        <SubmitButton busy={busy} busyLabel="Creating...">
          Create Account
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
