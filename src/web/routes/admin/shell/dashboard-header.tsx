import { Menu } from "lucide-react";
import styles from "./shell.module.css";

export interface HeaderUser {
  name?: string | null;
  email?: string | null;
  role?: "owner" | "editor";
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "");
  return letters.join("") || "A";
}

export function DashboardHeader({
  title,
  user,
  menuOpen,
  onOpenMenu,
  onOpenAccount,
}: {
  title: string;
  user: HeaderUser;
  onOpenAccount?: () => void;
  menuOpen: boolean;
  onOpenMenu: () => void;
}) {
  const name = user.name?.trim() || "Admin";
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={styles.menuButton}
        aria-label="Open menu"
        aria-controls="admin-sidebar"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <Menu />
      </button>
      <h1 className={styles.headerTitle}>{title}</h1>
      <button
        type="button"
        className={styles.userChip}
        data-testid="admin-user"
        title="Your account"
        onClick={onOpenAccount}
      >
        <span className={styles.userText}>
          <span className={styles.userName}>{name}</span>
          {user.email && <span className={styles.userEmail}>{user.email}</span>}
        </span>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
      </button>
    </header>
  );
}
