import { useMutation, useQuery } from "@tanstack/react-query";
import { Mail, Sparkles, User } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authMessages, emailProblem, newPasswordProblem } from "#shared/auth/rules.ts";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { authApi } from "#web/lib/session.ts";
import { useRecordSignIn } from "#web/routes/owner/session.ts";
import { NotFoundPage } from "#web/routes/public/not-found-page.tsx";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { messageFor, refuseIf } from "./error-message.ts";
import { ErrorBox, NewPasswordFields, SubmitButton, TextField } from "./form-parts.tsx";

type SetupForm = { name: string; email: string; password: string; confirmPassword: string };

/** The form's own checks, in the order the screen reports them. */
function setupProblem({ name, email, password, confirmPassword }: SetupForm): string | undefined {
  if (!name.trim() || !email.trim() || !password || !confirmPassword) return authMessages.fillAllFields;
  return emailProblem(email) ?? newPasswordProblem(password, confirmPassword);
}

/** /setup?token=…: the one-time link printed at first start creates the owner account. */
export function SetupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [form, setForm] = useState<SetupForm>({ name: "", email: "", password: "", confirmPassword: "" });
  const recordSignIn = useRecordSignIn();
  const link = useQuery({
    queryKey: ["/api/setup", token],
    queryFn: () => authApi.checkSetupLink(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const setup = useMutation({
    mutationFn: async () => {
      refuseIf(setupProblem(form));
      return authApi.completeSetup({
        token,
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
      });
    },
    onSuccess: ({ user }) => {
      recordSignIn(user);
      navigate("/admin-dashboard", { replace: true });
    },
  });

  // No token, a link the server does not know, or one used meanwhile: the page does not exist.
  const usedMeanwhile = setup.error instanceof ApiError && setup.error.status === 404;
  if (!token || link.isError || usedMeanwhile) return <NotFoundPage />;
  if (link.isPending) return <RouteLoading />;

  const edit = (key: keyof SetupForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setup.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setup.mutate();
  }

  return (
    <AuthLayout
      documentTitle="Create the owner account"
      icon={<Sparkles size={22} />}
      title="Create the owner account"
      subtitle="This link works once. The account you create here signs in to the admin dashboard."
    >
      <ErrorBox message={setup.error ? messageFor(setup.error) : null} />
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
        <NewPasswordFields
          password={form.password}
          confirmation={form.confirmPassword}
          onPassword={edit("password")}
          onConfirmation={edit("confirmPassword")}
        />
        <SubmitButton busy={setup.isPending || setup.isSuccess} busyLabel="Creating...">
          Create Account
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
