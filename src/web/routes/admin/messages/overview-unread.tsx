import { Inbox } from "lucide-react";
import { useSearchParams } from "react-router";
import { OverviewLine } from "#web/routes/admin/overview/overview-line.tsx";
import { useUnreadCount } from "./use-unread-count.ts";

/** Overview's line about the inbox: how many messages wait unread, and a way to them. */
export function OverviewUnread() {
  const unread = useUnreadCount();
  const [, setSearchParams] = useSearchParams();
  if (unread === undefined) return null;
  return (
    <OverviewLine
      icon={Inbox}
      area="Messages"
      title={unread === 0 ? "No unread messages" : `${unread} unread message${unread === 1 ? "" : "s"}`}
      detail={unread === 0 ? "Your inbox is all caught up." : "Visitors wrote through the contact form."}
      action="Open Messages"
      onOpen={() => setSearchParams({ tab: "messages" })}
      highlighted={unread > 0}
      testId="overview-unread"
    />
  );
}
