import { Laptop, LogOut } from "lucide-react";
import toast from "react-hot-toast";
import { Button, Card } from "#web/routes/admin/components/index.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import usersStyles from "#web/routes/admin/users/users.module.css";
import { useEndOtherSessions, useEndSession, useSessions } from "./account-api.ts";
import { badge } from "./account-parts.tsx";

/** Where this account is signed in: end one session, or every other one. */
export function SessionsCard() {
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const items = sessions.data?.items ?? [];
  return (
    <Card padded={false}>
      <div className={usersStyles.cardHead}>
        <h3 className={usersStyles.cardTitle}>Sessions</h3>
        <Button
          size="small"
          variant="danger"
          disabled={endOthers.isPending || items.length < 2}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: () => toast.success("Every other session was signed out"),
            })
          }
        >
          <LogOut aria-hidden="true" /> Sign out all other sessions
        </Button>
      </div>
      <ul className={usersStyles.list} data-testid="sessions-list">
        {items.map((session) => (
          <li key={session.id} className={usersStyles.row} data-testid="session-row">
            <span className={`${usersStyles.avatar} ${usersStyles.avatarPending}`} aria-hidden="true">
              <Laptop />
            </span>
            <span className={usersStyles.who}>
              <span className={usersStyles.name}>
                {session.device}
                {session.current && <span className={badge(surfaces.accent)}>This device</span>}
              </span>
              <span className={usersStyles.meta}>
                <span>{session.place}</span>
                <span>Signed in {relativeTime(session.createdAt)}</span>
                <span>Active {relativeTime(session.lastActiveAt)}</span>
              </span>
            </span>
            <span className={usersStyles.controls}>
              {!session.current && (
                <Button
                  size="small"
                  variant="ghost"
                  disabled={end.isPending}
                  onClick={() =>
                    end.mutate(session.id, { onSuccess: () => toast.success("Session signed out") })
                  }
                >
                  Sign out
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
