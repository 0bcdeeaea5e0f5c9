import { AlertTriangle } from "lucide-react";
import type { ContrastIssue, ThemeColour } from "#shared/site-config/contrast.ts";
import styles from "./contrast-warnings.module.css";

/**
 * Warns, while the owner picks colours, about each text/background pair of the page that reads below
 * WCAG AA, and offers the nearest passing colour for the field that pair depends on, in one click.
 */
export function ContrastWarnings({
  issues,
  labels,
  onFix,
}: {
  issues: ContrastIssue[];
  labels: Partial<Record<ThemeColour, string>>;
  onFix: (field: ThemeColour, value: string) => void;
}) {
  if (issues.length === 0) return null;
  // One button per distinct fix: a colour that mends two pairs is offered once, under the first.
  const offered = new Set<string>();
  return (
    <div className={styles.warnings} role="status" data-testid="contrast-warnings">
      <AlertTriangle aria-hidden="true" />
      <ul>
        {issues.map((issue) => (
          <li key={issue.pair} data-pair={issue.pair}>
            <span>{issue.message}</span>
            {issue.suggestion && once(offered, `${issue.adjust}:${issue.suggestion}`) && (
              <button
                type="button"
                className={styles.fix}
                onClick={() => onFix(issue.adjust, issue.suggestion as string)}
              >
                <span className={styles.swatch} style={{ background: issue.suggestion }} aria-hidden="true" />
                Use {issue.suggestion} for {labels[issue.adjust] ?? issue.adjust}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function once(seen: Set<string>, key: string): boolean {
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}
