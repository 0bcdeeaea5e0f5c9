import type { ReactNode } from "react";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "#web/routes/admin/site-config/site-config.module.css";

export interface PanelProps {
  config: SiteConfig;
  errors: Record<string, string>;
  update: <G extends keyof SiteConfig>(group: G, patch: Partial<SiteConfig[G]>) => void;
}

export function PanelFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className={`${surfaces.card} ${styles.panel}`} aria-label={title}>
      <div className={styles.panelHead}>
        <h3>{title}</h3>
        <p>{description}</p>
      </div>
      {children}
    </section>
  );
}

export { styles as panelStyles };
