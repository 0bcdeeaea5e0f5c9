import type { ReactNode } from "react";
import styles from "./panel.module.css";
import surfaces from "./surfaces.module.css";

/** A tab's heading row: title, one line of context and the tab's actions. */
export function TabHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={`${surfaces.toolbar} ${styles.toolbar}`}>
      <div className={styles.intro}>
        {/* The dashboard header already shows the tab's name: the heading stays for screen readers only. */}
        <h2 className="visually-hidden">{title}</h2>
        {description && <p className={styles.subheading}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

export function Card({
  children,
  padded = true,
  className,
}: {
  children: ReactNode;
  padded?: boolean;
  className?: string;
}) {
  return (
    <div className={`${surfaces.card} ${padded ? styles.padded : ""} ${className ?? ""}`}>{children}</div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.centered} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  message,
  action,
}: {
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className={styles.centered}>
      {icon && <span className={`${surfaces.iconTile} ${styles.emptyIcon}`}>{icon}</span>}
      <h3>{title}</h3>
      {message && <p>{message}</p>}
      {action}
    </div>
  );
}

/** Sets destructive actions (Reset, Delete) apart from the safe ones and Save in a row of actions. */
export function ActionsDivider() {
  return <span className={styles.actionsDivider} aria-hidden="true" />;
}
