import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, MailCheck } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { accountEndpoints } from "#shared/users/endpoints.ts";
import { call } from "#web/lib/call.ts";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout.tsx";
import { messageFor } from "./error-message.ts";
import { ErrorBox } from "./form-parts.tsx";

/** /confirm-email?token=…: the link sent to a new address; the account's e-mail changes once it is opened. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const confirm = useMutation({ mutationFn: () => call(accountEndpoints.confirmEmail, { body: { token } }) });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  return (
    <AuthLayout
      documentTitle="Confirm your e-mail address"
      icon={confirm.isSuccess ? <CheckCircle2 size={22} /> : <MailCheck size={22} />}
      title={confirm.isSuccess ? "E-mail address changed" : "Confirm your e-mail address"}
      subtitle={
        confirm.isSuccess
          ? `Your account now uses ${confirm.data.email}.`
          : confirm.isError || !token
            ? "This link could not be used."
            : "One moment..."
      }
    >
      <ErrorBox
        message={
          !token ? "This confirmation link is incomplete." : confirm.error ? messageFor(confirm.error) : null
        }
      />
      <p className={styles.row}>
        <Link className={styles.link} to="/admin-dashboard">
          Go to the dashboard
        </Link>
      </p>
    </AuthLayout>
  );
}
