import { useQueryClient } from "@tanstack/react-query";
import type { ResumeOptions } from "#shared/resume/schema.ts";
import { Card } from "#web/routes/admin/components/index.ts";
import { HistoryPanel } from "#web/routes/admin/history/history-panel.tsx";
import styles from "./resume.module.css";
import { resumeQueryKey } from "./resume-api.ts";

/**
 * The résumé settings' History (issue 40): each save's version against what is saved now; one shown goes
 * into the options above (and the preview beside them), unsaved; a restore saves it as a new version.
 */
export function ResumeHistory({
  saved,
  onShow,
}: {
  saved: ResumeOptions;
  onShow: (options: ResumeOptions) => void;
}) {
  const client = useQueryClient();
  return (
    <Card>
      <h2 className={styles.title}>History</h2>
      <HistoryPanel
        kind="resume"
        current={saved}
        onShow={(content) => onShow({ ...saved, ...(content as Partial<ResumeOptions>) })}
        onRestored={() => void client.invalidateQueries({ queryKey: resumeQueryKey })}
      />
    </Card>
  );
}
