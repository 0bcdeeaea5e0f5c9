import { History, ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import toast from "react-hot-toast";
import type { Role } from "#shared/auth/rules.ts";
import { roleLabels } from "#shared/users/rules.ts";
import type { UserSummary } from "#shared/users/schema.ts";
import { Button, useConfirm } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import { ActivityList } from "./activity-list.tsx";
import { failure, roleOptions } from "./user-options.ts";
import styles from "./users.module.css";
import { useChangeRole, useEndUserSessions, useRemoveUser, useUserActivity } from "./users-api.ts";

/** One user: role, two-factor state, last activity, and the owner's actions on them. */
export function UserRow({
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
            list={activity}
            empty={`${user.name} has not changed anything yet.`}
            showActor={false}
          />
        </div>
      )}
      {dialog}
    </li>
  );
}
