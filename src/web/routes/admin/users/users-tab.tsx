import { useState } from "react";
import toast from "react-hot-toast";
import type { UserSummary } from "#shared/users/schema.ts";
import { Card, LoadingState, Switch, TabHeader } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { useSession } from "#web/routes/owner/session.ts";
import { ActivityList } from "./activity-list.tsx";
import { InvitationRow } from "./invitation-row.tsx";
import { InviteCard } from "./invite-card.tsx";
import { failure } from "./user-options.ts";
import { UserRow } from "./user-row.tsx";
import styles from "./users.module.css";
import { useRequireTwoFactor, useSecurityEvents, useUsers } from "./users-api.ts";

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
          <ActivityList list={events} empty="No security events yet." testId="security-events" />
        </Card>
      </div>
    </div>
  );
}
