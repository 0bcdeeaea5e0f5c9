import { Activity, KeyRound, ShieldCheck, UserCircle2, Users } from "lucide-react";
import { ComingSoonPanel } from "./coming-soon-panel.tsx";

export function UsersTab() {
  return (
    <ComingSoonPanel
      icon={Users}
      title="User Management Coming Soon!"
      lead="Invite collaborators and decide what each of them may change. Today the owner is the only account."
      previews={[
        {
          icon: ShieldCheck,
          title: "Role Management",
          text: "Owner, editor and viewer roles with clear limits.",
        },
        {
          icon: UserCircle2,
          title: "User Profiles",
          text: "Names, avatars and contact details for every member.",
        },
        {
          icon: KeyRound,
          title: "Permission Control",
          text: "Fine-grained rights per area of the dashboard.",
        },
        { icon: Activity, title: "Activity Logs", text: "Who changed what, and when, across the site." },
      ]}
    />
  );
}
