import { ArrowRight, type LucideIcon } from "lucide-react";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./overview-line.module.css";

interface OverviewLineProps {
  icon: LucideIcon;
  /** What the line is about, for assistive technology (the section's name). */
  area: string;
  title: string;
  detail: string;
  /** The button's words and what it opens. */
  action: string;
  onOpen: () => void;
  /** Something waits: the line stands out and its icon carries a dot. */
  highlighted: boolean;
  testId: string;
}

/** One line of the Overview about something that may wait for the owner, with a way to it. */
export function OverviewLine({
  icon: Icon,
  area,
  title,
  detail,
  action,
  onOpen,
  highlighted,
  testId,
}: OverviewLineProps) {
  return (
    <section
      className={`${surfaces.card} ${styles.card} ${highlighted ? styles.highlighted : ""}`}
      aria-label={area}
    >
      <span className={`${surfaces.iconTile} ${styles.icon}`} aria-hidden="true">
        <Icon />
        {highlighted && <span className={styles.dot} />}
      </span>
      <div className={styles.text}>
        <strong data-testid={testId}>{title}</strong>
        <span>{detail}</span>
      </div>
      <button type="button" className={styles.open} onClick={onOpen}>
        {action} <ArrowRight aria-hidden="true" />
      </button>
    </section>
  );
}
