import { useMutation, useQuery } from "@tanstack/react-query";
import { Mail, User, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { authMessages, newPasswordProblem } from "#shared/auth/rules.ts";
import { usersEndpoints } from "#shared/users/endpoints.ts";
import { roleLabels } from "#shared/users/rules.ts";
import { RouteLoading } from "#web/components/route-loading.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { call } from "#web/lib/call.ts";
import { useRecordSignIn } from "#web/routes/owner/session.ts";
import { NotFoundPage } from "#web/routes/public/not-found-page.tsx";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { messageFor, refuseIf } from "./error-message.ts";
import { ErrorBox, NewPasswordFields, SubmitButton, TextField } from "./form-parts.tsx";

/** /invite?token=…: the invited person chooses a name and a password, then lands in the dashboard. */
export function InvitePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const recordSignIn = useRecordSignIn();
  const invitation = useQuery({
    queryKey: ["/api/invitations", token],
    queryFn: () => call(usersEndpoints.checkInvitation, { query: { token } }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const accept = useMutation({
    mutationFn: async () => {
      refuseIf(!name.trim() ? authMessages.nameRequired : newPasswordProblem(password, confirmPassword));
      return call(usersEndpoints.acceptInvitation, { body: { token, name: name.trim(), password } });
    },
    onSuccess: ({ user }) => {
      recordSignIn(user);
      navigate("/admin-dashboard", { replace: true });
    },
  });

  const usedMeanwhile = accept.error instanceof ApiError && accept.error.status === 404;
  if (!token || invitation.isError || usedMeanwhile) return <NotFoundPage />;
  if (invitation.isPending) return <RouteLoading />;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    accept.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    accept.mutate();
  }

  return (
    <AuthLayout
      documentTitle="Accept the invitation"
      icon={<UserPlus size={22} />}
      title="You're invited"
      subtitle={`Join as an ${roleLabels[invitation.data.role].toLowerCase()}. Choose your name and a password; this link works once.`}
    >
      <ErrorBox message={accept.error ? messageFor(accept.error) : null} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Email"
          icon={Mail}
          type="email"
          name="email"
          autoComplete="username"
          value={invitation.data.email}
          readOnly
          onChange={() => undefined}
        />
        <TextField
          label="Name"
          icon={User}
          name="name"
          autoComplete="name"
          placeholder="Your name"
          value={name}
          onChange={edit(setName)}
        />
        <NewPasswordFields
          password={password}
          confirmation={confirmPassword}
          onPassword={edit(setPassword)}
          onConfirmation={edit(setConfirmPassword)}
        />
        <SubmitButton busy={accept.isPending || accept.isSuccess} busyLabel="Joining...">
          Accept Invitation
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
