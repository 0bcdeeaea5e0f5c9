import { UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import type { Role } from "#shared/auth/rules.ts";
import { roleDescriptions, roleLabels } from "#shared/users/rules.ts";
import { Button, Card, SelectField, TextField } from "#web/routes/admin/components/index.ts";
import { failure, roleOptions } from "./user-options.ts";
import styles from "./users.module.css";
import { useInvite } from "./users-api.ts";

/** Invites a new user by e-mail, as an editor or an owner. */
export function InviteCard() {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const invite = useInvite();
  function submit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${email.trim()}`);
          setEmail("");
        },
      },
    );
  }
  const error = invite.error ? failure(invite.error, "The invitation could not be sent.") : undefined;
  return (
    <Card>
      <form className={styles.inviteForm} onSubmit={submit} noValidate>
        <div className={styles.inviteEmail}>
          <TextField
            label="Invite by e-mail"
            type="email"
            name="inviteEmail"
            placeholder="friend@example.com"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              invite.reset();
            }}
          />
        </div>
        <div className={styles.inviteRole}>
          <SelectField
            label="Role"
            name="inviteRole"
            options={roleOptions}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
          />
        </div>
        <Button type="submit" variant="primary" disabled={invite.isPending || !email.trim()}>
          <UserPlus aria-hidden="true" /> {invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
      <p className={styles.hint}>
        <strong>{roleLabels[role]}:</strong> {roleDescriptions[role]} The link works once and for 7 days.
      </p>
    </Card>
  );
}
