import type { LucideIcon } from "lucide-react";
import styles from "./overview.module.css";

export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  loading,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: string | undefined;
  hint?: string;
  loading: boolean;
  tone: "blue" | "violet" | "green" | "amber";
}) {
  return (
    <article className={`${styles.stat} ${styles[tone]}`} aria-busy={loading}>
      <div className={styles.statTop}>
        <span className={styles.statLabel}>{label}</span>
        <span className={styles.statIcon} aria-hidden="true">
          <Icon />
        </span>
      </div>
      {loading ? (
        <span className={styles.skeleton} aria-hidden="true" />
      ) : (
        <strong className={styles.statValue}>{value ?? "—"}</strong>
      )}
      {hint && <span className={styles.statHint}>{hint}</span>}
    </article>
  );
}
