import { AlertTriangle } from "lucide-react";
import { themeContrastIssues } from "#shared/site-config/contrast.ts";
import type { ThemeConfig } from "#shared/site-config/schema.ts";
import styles from "./contrast-warnings.module.css";

/** Warns, while the owner picks colours, about each text/background pair that reads below WCAG AA. */
export function ContrastWarnings({ theme }: { theme: ThemeConfig }) {
  const issues = themeContrastIssues(theme);
  if (issues.length === 0) return null;
  return (
    <div className={styles.warnings} role="status" data-testid="contrast-warnings">
      <AlertTriangle aria-hidden="true" />
      <ul>
        {issues.map((issue) => (
          <li key={issue.foreground}>{issue.message}</li>
        ))}
      </ul>
    </div>
  );
}
