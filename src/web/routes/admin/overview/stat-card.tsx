import type { LucideIcon } from "lucide-react";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./overview.module.css";

const tones = {
  blue: surfaces.toneBlue,
  green: surfaces.toneGreen,
  amber: surfaces.toneAmber,
  violet: styles.violet,
};

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
    <article
      className={`${surfaces.stat} ${surfaces.liftOnHover} ${styles.stat} ${tones[tone]}`}
      aria-busy={loading}
    >
      <div className={styles.statTop}>
        <span className={`${surfaces.statLabel} ${styles.statLabel}`}>{label}</span>
        <span className={`${surfaces.iconTile} ${styles.statIcon}`} aria-hidden="true">
          <Icon />
        </span>
      </div>
      {loading ? (
        <span className={styles.skeleton} aria-hidden="true" />
      ) : (
        <strong className={`${surfaces.statValue} ${styles.statValue}`}>{value ?? "—"}</strong>
      )}
      {hint && <span className={styles.statHint}>{hint}</span>}
    </article>
  );
}
