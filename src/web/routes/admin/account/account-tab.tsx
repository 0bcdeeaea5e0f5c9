import { ShieldAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { newPasswordProblem } from "#shared/auth/rules.ts";
import { roleDescriptions, roleLabels } from "#shared/users/rules.ts";
import { Button, Card, LoadingState, TabHeader, TextField } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { ActivityList } from "#web/routes/admin/users/activity-list.tsx";
import usersStyles from "#web/routes/admin/users/users.module.css";
import styles from "./account.module.css";
import { useAccount, useChangeEmail, useChangePassword, useRename } from "./account-api.ts";
import { useAccountEvents } from "./account-events.ts";
import { badge, failure } from "./account-parts.tsx";
import { PasskeysCard } from "./passkeys-card.tsx";
import { SessionsCard } from "./sessions-card.tsx";
import { TwoFactorCard } from "./two-factor-card.tsx";

/** Every user's own account: name, e-mail, password, two-factor sign-in, sessions and security log. */
export function AccountTab() {
  const account = useAccount();
  const events = useAccountEvents();
  if (account.isPending) return <LoadingState label="Loading your account..." />;
  if (account.isError) return <Card>{failure(account.error, "Your account could not be loaded.")}</Card>;
  const me = account.data;
  return (
    <div className={usersStyles.stack}>
      <TabHeader
        title="Your account"
        description={
          <>
            <span className={badge(surfaces.accent)}>{roleLabels[me.role]}</span> {roleDescriptions[me.role]}
          </>
        }
      />
      {me.twoFactorRequired && (
        <div className={styles.notice} role="alert">
          <ShieldAlert aria-hidden="true" />
          <span>
            This site requires two-factor sign-in. Turn it on below to reach the rest of the dashboard.
          </span>
        </div>
      )}
      <div className={usersStyles.columns}>
        <ProfileCard name={me.name} email={me.email} />
        <PasswordCard />
      </div>
      <TwoFactorCard enabled={me.twoFactorEnabled} codesLeft={me.recoveryCodesLeft} />
      <PasskeysCard />
      <SessionsCard />
      <Card>
        <h3 className={usersStyles.cardTitle}>Security log</h3>
        <ActivityList
          list={events}
          empty="No security events for your account yet."
          showActor={false}
          testId="account-events"
        />
      </Card>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h3 className={usersStyles.cardTitle}>{title}</h3>
      {children}
    </Card>
  );
}

function ProfileCard({ name: current, email: currentEmail }: { name: string; email: string }) {
  const [name, setName] = useState(current);
  const [email, setEmail] = useState("");
  const rename = useRename();
  const changeEmail = useChangeEmail();
  return (
    <Section title="Profile">
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          rename.mutate(name.trim(), {
            onSuccess: () => toast.success("Name saved"),
            onError: (error) => toast.error(failure(error, "The name could not be saved.")),
          });
        }}
      >
        <TextField label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" variant="primary" disabled={rename.isPending || name.trim() === current}>
          Save name
        </Button>
      </form>
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          changeEmail.mutate(email.trim(), {
            onSuccess: ({ message }) => {
              toast.success(message);
              setEmail("");
            },
          });
        }}
      >
        <TextField
          label="E-mail"
          name="newEmail"
          type="email"
          placeholder={currentEmail}
          hint={`Now ${currentEmail}. A new address takes effect once you open the link we send to it.`}
          error={changeEmail.error ? failure(changeEmail.error, "The link could not be sent.") : undefined}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            changeEmail.reset();
          }}
        />
        <Button type="submit" disabled={changeEmail.isPending || !email.trim()}>
          Send confirmation link
        </Button>
      </form>
    </Section>
  );
}

function PasswordCard() {
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const change = useChangePassword();
  return (
    <Section title="Password">
      <form
        className={styles.form}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          const local = !currentPassword
            ? "Please enter your current password"
            : newPasswordProblem(newPassword, confirm);
          setProblem(local);
          if (local) return;
          change.mutate(
            { currentPassword, newPassword },
            {
              onSuccess: () => {
                toast.success("Password changed. Your other sessions were signed out.");
                setCurrent("");
                setNew("");
                setConfirm("");
              },
            },
          );
        }}
      >
        <TextField
          label="Current password"
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          error={
            problem ??
            (change.error ? failure(change.error, "The password could not be changed.") : undefined)
          }
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" variant="primary" disabled={change.isPending}>
          Change password
        </Button>
      </form>
    </Section>
  );
}
