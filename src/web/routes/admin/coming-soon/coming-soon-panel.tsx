import { type LucideIcon, Sparkles } from "lucide-react";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./coming-soon.module.css";

export interface PreviewItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A "coming soon" announcement with previews of what the area will offer. */
export function ComingSoonPanel({
  icon: Icon,
  title,
  lead,
  previews,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
  previews: PreviewItem[];
}) {
  return (
    <section aria-labelledby="coming-soon-title">
      <div className={styles.hero}>
        <span className={styles.icon} aria-hidden="true">
          <Icon />
        </span>
        <span className={styles.badge}>
          <Sparkles aria-hidden="true" /> In the works
        </span>
        <h2 id="coming-soon-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.lead}>{lead}</p>
      </div>
      <ul className={styles.grid} aria-label="Preview">
        {previews.map(({ icon: PreviewIcon, title: heading, text }) => (
          <li key={heading} className={styles.preview} style={{ listStyle: "none" }}>
            <span className={`${surfaces.iconTile} ${styles.previewIcon}`} aria-hidden="true">
              <PreviewIcon />
            </span>
            <h3>{heading}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
