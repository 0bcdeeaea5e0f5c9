import { useState } from "react";
import toast from "react-hot-toast";
import type { ImportItem, ImportPreview } from "#shared/json-resume/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Button, Modal } from "#web/routes/admin/components/index.ts";
import { undoToast } from "#web/routes/admin/components/undo-toast.tsx";
import styles from "./json-resume.module.css";
import { useImportJsonResume, useUndoJsonResumeImport } from "./json-resume-api.ts";

const actionWords: Record<ImportItem["action"], string> = {
  add: "Add",
  replace: "Replace",
  remove: "Remove",
  same: "Already there",
};

/** One change with its checkbox: what it is, and what the site shows now and will show. */
function ImportRow({
  item,
  checked,
  onChange,
}: {
  item: ImportItem;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <li className={styles.row}>
      <label className={styles.rowLabel}>
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span className={styles.rowText}>
          <span className={styles.rowHead}>
            <span className={styles[item.action]}>{actionWords[item.action]}</span>
            <span>{item.label}</span>
          </span>
          {item.before && item.action !== "add" ? (
            <del className={styles.before} dir="auto">
              {item.before}
            </del>
          ) : null}
          {item.after ? (
            <ins className={styles.after} dir="auto">
              {item.after}
            </ins>
          ) : null}
        </span>
      </label>
    </li>
  );
}

/** The preview of an import: every change with a checkbox, what is left out, and Import. */
export function JsonResumeDialog({
  resume,
  preview,
  onClose,
}: {
  resume: unknown;
  preview: ImportPreview;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(
    () => new Set(preview.items.filter((item) => item.chosen).map((item) => item.id)),
  );
  const importer = useImportJsonResume();
  const undoImport = useUndoJsonResumeImport();
  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const run = () =>
    importer.mutate(
      { resume, items: preview.items.filter((item) => chosen.has(item.id)).map((item) => item.id) },
      {
        onSuccess: ({ applied, undo }) => {
          undoToast(`Imported ${applied.length} ${applied.length === 1 ? "change" : "changes"}`, () =>
            undoImport(undo).then(
              () => toast.success("The import was undone"),
              (error: unknown) =>
                toast.error(error instanceof ApiError ? error.message : "The import could not be undone."),
            ),
          );
          onClose();
        },
        onError: (error) =>
          toast.error(error instanceof ApiError ? error.message : "The résumé could not be imported."),
      },
    );

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title="Import your résumé"
      description="Tick what to bring in. Nothing changes until you import; each change can be undone from its History."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={chosen.size === 0 || importer.isPending} onClick={run}>
            {importer.isPending
              ? "Importing..."
              : `Import ${chosen.size} ${chosen.size === 1 ? "change" : "changes"}`}
          </Button>
        </>
      }
    >
      {preview.items.length === 0 ? (
        <p className={styles.hint}>The file holds nothing this site can show.</p>
      ) : (
        <ul className={styles.rows} aria-label="Changes">
          {preview.items.map((item) => (
            <ImportRow
              key={item.id}
              item={item}
              checked={chosen.has(item.id)}
              onChange={(on) => choose(item.id, on)}
            />
          ))}
        </ul>
      )}
      {preview.leftOut.length > 0 ? (
        <p className={styles.leftOut} data-testid="json-resume-left-out">
          Not imported, as the site has no place for them yet: {preview.leftOut.join(", ")}.
        </p>
      ) : null}
    </Modal>
  );
}
