import { History, Mail, RotateCw, ShieldCheck, ShieldOff, Trash2, UserPlus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import type { Role } from "#shared/auth/schema.ts";
import { roleDescriptions, roleLabels } from "#shared/users/rules.ts";
import type { UserSummary } from "#shared/users/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import {
  Button,
  Card,
  LoadingState,
  SelectField,
  Switch,
  TabHeader,
  TextField,
  useConfirm,
} from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import { useSession } from "#web/routes/owner/session.ts";
import { ActivityList } from "./activity-list.tsx";
import styles from "./users.module.css";
import {
  useChangeRole,
  useEndUserSessions,
  useInvite,
  useRemoveUser,
  useRequireTwoFactor,
  useResendInvitation,
  useRevokeInvitation,
  useSecurityEvents,
  useUserActivity,
  useUsers,
} from "./users-api.ts";

const roleOptions = (["editor", "owner"] as const).map((role) => ({ value: role, label: roleLabels[role] }));
const failure = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** The owner's Users tab: users and pending invitations, roles, removal, two-factor policy, security log. */
export function UsersTab() {
  const users = useUsers();
  const events = useSecurityEvents();
  const { user: me } = useSession();
  const [activityOf, setActivityOf] = useState<UserSummary | null>(null);
  const requireTwoFactor = useRequireTwoFactor();

  if (users.isPending) return <LoadingState label="Loading users..." />;
  if (users.isError) return <Card>{failure(users.error, "The users could not be loaded.")}</Card>;
  const { items, invitations } = users.data;

  return (
    <div className={styles.stack}>
      <TabHeader
        title="Users"
        description="Invite people to help with the site, decide what each may change, and see who did what."
      />
      <InviteCard />

      <Card padded={false}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>People</h3>
          <span className={`${styles.badge} ${surfaces.pill} ${surfaces.muted}`}>
            {items.length} {items.length === 1 ? "user" : "users"}
          </span>
        </div>
        <ul className={styles.list} data-testid="users-list">
          {items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              isMe={user.id === me?.id}
              onShowActivity={() => setActivityOf(activityOf?.id === user.id ? null : user)}
              activityOpen={activityOf?.id === user.id}
            />
          ))}
        </ul>
        {invitations.length > 0 && (
          <>
            <div className={styles.cardHead}>
              <h3 className={styles.cardTitle}>Pending invitations</h3>
            </div>
            <ul className={styles.list} data-testid="invitations-list">
              {invitations.map((invitation) => (
                <InvitationRow key={invitation.id} {...invitation} />
              ))}
            </ul>
          </>
        )}
      </Card>

      <div className={styles.columns}>
        <Card>
          <h3 className={styles.cardTitle}>Sign-in policy</h3>
          <Switch
            label="Require two-factor sign-in for everyone"
            hint="Users without it can only reach their account until they turn it on. Turn it on for your own account first."
            checked={users.data.requireTwoFactor}
            onChange={(on) =>
              requireTwoFactor.mutate(on, {
                onSuccess: () =>
                  toast.success(on ? "Two-factor sign-in is now required" : "No longer required"),
                onError: (error) => toast.error(failure(error, "The setting could not be saved.")),
              })
            }
          />
        </Card>
        <Card>
          <h3 className={styles.cardTitle}>Security log</h3>
          <ActivityList
            entries={events.data?.items.slice(0, 12)}
            empty="No security events yet."
            testId="security-events"
          />
        </Card>
      </div>
    </div>
  );
}

function InviteCard() {
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

function UserRow({
  user,
  isMe,
  activityOpen,
  onShowActivity,
}: {
  user: UserSummary;
  isMe: boolean;
  activityOpen: boolean;
  onShowActivity: () => void;
}) {
  const changeRole = useChangeRole();
  const remove = useRemoveUser();
  const endSessions = useEndUserSessions();
  const activity = useUserActivity(activityOpen ? user.id : null);
  const { confirm, dialog } = useConfirm();

  const onRole = (role: Role) =>
    changeRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast.success(`${user.name} is now ${roleLabels[role].toLowerCase()}`),
        onError: (error) => toast.error(failure(error, "The role could not be changed.")),
      },
    );
  const onRemove = async () => {
    const ok = await confirm({
      title: "Remove user",
      message: `Remove ${user.name} (${user.email})? Their sessions end at once; what they changed stays.`,
      confirmLabel: "Remove",
    });
    if (!ok) return;
    remove.mutate(user.id, {
      onSuccess: () => toast.success(`${user.name} was removed`),
      onError: (error) => toast.error(failure(error, "The user could not be removed.")),
    });
  };
  const onEndSessions = () =>
    endSessions.mutate(user.id, {
      onSuccess: () => toast.success(`Every session of ${user.name} has ended`),
      onError: (error) => toast.error(failure(error, "The sessions could not be ended.")),
    });

  return (
    <li className={styles.row} data-testid="user-row">
      <span className={styles.avatar} aria-hidden="true">
        {(user.name.trim()[0] ?? "?").toUpperCase()}
      </span>
      <span className={styles.who}>
        <span className={styles.name}>
          {user.name}
          {isMe && <span className={`${styles.badge} ${surfaces.pill} ${surfaces.accent}`}>You</span>}
        </span>
        <span className={styles.email}>{user.email}</span>
        <span className={styles.meta}>
          {user.twoFactorEnabled ? (
            <span className={`${styles.badge} ${surfaces.pill} ${surfaces.success}`}>
              <ShieldCheck aria-hidden="true" /> 2FA on
            </span>
          ) : (
            <span className={`${styles.badge} ${surfaces.pill} ${surfaces.warning}`}>
              <ShieldOff aria-hidden="true" /> 2FA off
            </span>
          )}
          <span>
            {user.lastSignInAt ? `Last sign-in ${relativeTime(user.lastSignInAt)}` : "Never signed in"}
          </span>
        </span>
      </span>
      <span className={styles.controls}>
        <select
          className={styles.roleSelect}
          aria-label={`Role of ${user.name}`}
          value={user.role}
          disabled={changeRole.isPending}
          onChange={(event) => onRole(event.target.value as Role)}
        >
          {roleOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Button size="small" variant="ghost" onClick={onShowActivity} aria-expanded={activityOpen}>
          <History aria-hidden="true" /> Activity
        </Button>
        {!isMe && (
          <>
            <Button size="small" variant="ghost" onClick={onEndSessions} disabled={endSessions.isPending}>
              Sign out everywhere
            </Button>
            <Button
              size="small"
              variant="danger"
              iconOnly
              aria-label={`Remove ${user.name}`}
              title="Remove user"
              onClick={onRemove}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </span>
      {activityOpen && (
        <div className={styles.rowActivity}>
          <ActivityList
            entries={activity.data?.items}
            empty={`${user.name} has not changed anything yet.`}
            showActor={false}
          />
        </div>
      )}
      {dialog}
    </li>
  );
}

function InvitationRow({
  id,
  email,
  role,
  expiresAt,
  invitedBy,
}: {
  id: string;
  email: string;
  role: Role;
  expiresAt: string;
  invitedBy: string;
}) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <li className={styles.row} data-testid="invitation-row">
      <span className={`${styles.avatar} ${styles.avatarPending}`} aria-hidden="true">
        <Mail />
      </span>
      <span className={styles.who}>
        <span className={styles.name}>{email}</span>
        <span className={styles.meta}>
          <span className={`${styles.badge} ${surfaces.pill} ${surfaces.muted}`}>{roleLabels[role]}</span>
          <span>
            Invited by {invitedBy} · expires {new Date(expiresAt).toLocaleDateString()}
          </span>
        </span>
      </span>
      <span className={styles.controls}>
        <Button
          size="small"
          variant="ghost"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(id, {
              onSuccess: () => toast.success(`A new link was sent to ${email}`),
              onError: (error) => toast.error(failure(error, "The invitation could not be sent.")),
            })
          }
        >
          <RotateCw aria-hidden="true" /> Resend
        </Button>
        <Button
          size="small"
          variant="danger"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(id, {
              onSuccess: () => toast.success(`The invitation for ${email} was revoked`),
              onError: (error) => toast.error(failure(error, "The invitation could not be revoked.")),
            })
          }
        >
          <X aria-hidden="true" /> Revoke
        </Button>
      </span>
    </li>
  );
}
