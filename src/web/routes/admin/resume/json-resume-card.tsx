import { FileDown } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { jsonResumeMessages } from "#shared/json-resume/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Card, JsonImportButton, readJsonFile } from "#web/routes/admin/components/index.ts";
import styles from "./json-resume.module.css";
import { jsonResumeExportUrl, usePreviewJsonResume } from "./json-resume-api.ts";
import { JsonResumeDialog } from "./json-resume-dialog.tsx";

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : "The file could not be read.";

/** "Your résumé as JSON": export the site as a résumé.json, or import one after a preview of each change. */
export function JsonResumeCard() {
  const preview = usePreviewJsonResume();
  const [file, setFile] = useState<unknown>();

  const onFile = async (chosen: File) => {
    const resume = await readJsonFile(chosen);
    if (resume === undefined) {
      toast.error(jsonResumeMessages.notJson);
      return;
    }
    preview.mutate(resume, {
      onSuccess: () => setFile(resume),
      onError: (error) => toast.error(failure(error)),
    });
  };

  return (
    <Card>
      <h2 className={styles.title}>résumé.json</h2>
      <p className={styles.hint}>
        Bring in the résumé you keep in the JSON Resume format (jsonresume.org): you see each change before
        anything is saved. Or take this site's résumé with you as one.
      </p>
      <div className={styles.actions}>
        <JsonImportButton
          label="Import résumé.json"
          busy={preview.isPending}
          onFile={onFile}
          testId="json-resume-file"
        />
        <a className={styles.export} href={jsonResumeExportUrl} download="resume.json">
          <FileDown aria-hidden="true" /> Export résumé.json
        </a>
      </div>
      {preview.data && file !== undefined ? (
        <JsonResumeDialog
          resume={file}
          preview={preview.data}
          onClose={() => {
            setFile(undefined);
            preview.reset();
          }}
        />
      ) : null}
    </Card>
  );
}
