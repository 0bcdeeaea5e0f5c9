import { FileArchive, FileDown } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { jsonResumeMessages, type LinkedinPreview } from "#shared/json-resume/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Card, FileImportButton, readJsonFile } from "#web/routes/admin/components/index.ts";
import styles from "./json-resume.module.css";
import { jsonResumeExportUrl, usePreviewJsonResume, useReadLinkedinArchive } from "./json-resume-api.ts";
import { JsonResumeDialog } from "./json-resume-dialog.tsx";

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : "The file could not be read.";

/**
 * "Bring in your résumé": a résumé.json (JSON Resume) or LinkedIn's "Get a copy of your data" ZIP, each
 * change shown before anything is saved; and the site's résumé exported as a résumé.json.
 */
export function JsonResumeCard() {
  const preview = usePreviewJsonResume();
  const linkedin = useReadLinkedinArchive();
  const [opened, setOpened] = useState<LinkedinPreview>();

  const onJsonFile = async (chosen: File) => {
    const resume = await readJsonFile(chosen);
    if (resume === undefined || typeof resume !== "object" || resume === null) {
      toast.error(jsonResumeMessages.notJson);
      return;
    }
    preview.mutate(resume, {
      onSuccess: (plan) => setOpened({ resume: resume as Record<string, unknown>, preview: plan }),
      onError: (error) => toast.error(failure(error)),
    });
  };
  const onArchive = (chosen: File) =>
    linkedin.mutate(chosen, { onSuccess: setOpened, onError: (error) => toast.error(failure(error)) });

  return (
    <Card>
      <h2 className={styles.title}>Bring in your résumé</h2>
      <p className={styles.hint}>
        From a résumé.json (the JSON Resume format) or the ZIP LinkedIn sends with “Get a copy of your data”:
        you see each change before anything is saved. Or take this site's résumé with you as a résumé.json.
      </p>
      <div className={styles.actions}>
        <FileImportButton
          label="Import résumé.json"
          busy={preview.isPending}
          onFile={onJsonFile}
          testId="json-resume-file"
        />
        <FileImportButton
          label="Import LinkedIn data (.zip)"
          busyLabel="Reading..."
          busy={linkedin.isPending}
          accept=".zip,application/zip"
          icon={FileArchive}
          onFile={onArchive}
          testId="linkedin-archive-file"
        />
        <a className={styles.export} href={jsonResumeExportUrl} download="resume.json">
          <FileDown aria-hidden="true" /> Export résumé.json
        </a>
      </div>
      {opened ? (
        <JsonResumeDialog
          resume={opened.resume}
          preview={opened.preview}
          onClose={() => setOpened(undefined)}
        />
      ) : null}
    </Card>
  );
}
