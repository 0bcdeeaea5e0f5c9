import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Eye, EyeOff, History } from "lucide-react";
import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import type { StaleWriteDetails } from "#shared/api/error.ts";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import { type ContentSection, type SectionStatus, sectionStatuses } from "#shared/sections/schema.ts";
import { staleWriteOf } from "#web/lib/api-client.ts";
import { useDraft } from "#web/lib/use-draft.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { SelectField, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { Modal } from "#web/routes/admin/components/modal.tsx";
import { ConflictPanel } from "#web/routes/admin/conflicts/conflict-panel.tsx";
import { HistoryPanel } from "#web/routes/admin/history/history-panel.tsx";
import {
  LivePreview,
  type PreviewLayout,
  usePreviewLayout,
} from "#web/routes/admin/preview/live-preview.tsx";
import { sectionFocus } from "#web/routes/admin/preview/preview-draft.ts";
import { ScheduleFields } from "#web/routes/admin/schedule/schedule-fields.tsx";
import styles from "./content.module.css";
import { sectionsQueryKey, useUpdateSection } from "./content-api.ts";
import { contentErrors, type SectionContent } from "./editors/editor-types.ts";
import editorStyles from "./editors/editors.module.css";
import { formEditors } from "./editors/form-editors.ts";
import { JsonEditor } from "./editors/json-editor.tsx";

export const statusOptions = sectionStatuses.map((status) => ({ value: status, label: status }));

/** 'Edit {section name}': name, status and the type's editor beside a live preview; Cancel or Save Changes. */
export function SectionEditorModal({
  section,
  onClose,
}: {
  section: ContentSection | null;
  onClose: () => void;
}) {
  const preview = usePreviewLayout();
  return (
    <Modal
      open={section !== null}
      onClose={onClose}
      size={preview.shown && preview.side ? "wide" : "large"}
      title={section ? `Edit ${section.name}` : ""}
      description={section ? `Type: ${section.type}` : undefined}
    >
      {section && (
        <SectionEditorForm key={section.id} section={section} onClose={onClose} preview={preview} />
      )}
    </Modal>
  );
}

/** The content a form starts from: every field of the type, as the page reads it. */
function initialContent(section: ContentSection): SectionContent {
  return formEditors[section.type]
    ? (normalizeSectionContent(section.type, section.content) as unknown as SectionContent)
    : section.content;
}

/** A stored section's editable fields as the form holds them (a 409's `current`, say). */
function sectionFields(section: ContentSection, stored: unknown) {
  const saved = stored as Partial<ContentSection> | null;
  return {
    name: saved?.name ?? section.name,
    status: saved?.status ?? section.status,
    content: initialContent({ ...section, content: saved?.content ?? {} }),
  };
}

/** What the owner is changing in a section: kept as a draft until it is saved or cancelled. */
interface SectionDraft {
  name: string;
  status: SectionStatus;
  content: SectionContent;
  /** The saved version the draft is based on: a save over a newer one is refused (decision 139). */
  version?: number;
}

function SectionEditorForm({
  section,
  onClose,
  preview,
}: {
  section: ContentSection;
  onClose: () => void;
  preview: PreviewLayout;
}) {
  const Form = formEditors[section.type];
  // Unsaved edits are a draft in this browser tab: they survive an outage, a failed tab or a reload.
  const [saved, setSaved] = useDraft<SectionDraft>(`section:${section.id}`);
  const initial = useMemo<SectionDraft>(
    () => ({
      name: section.name,
      status: section.status,
      content: initialContent(section),
      version: section.version,
    }),
    [section],
  );
  const { name, status, content, version } = saved ?? initial;
  const edit = (change: Partial<SectionDraft>) =>
    setSaved((current) => ({ ...(current ?? initial), ...change }));
  const setContent = (next: SectionContent) => edit({ content: next });
  const discard = () => {
    setSaved(null);
    onClose();
  };
  const [mode, setMode] = useState<"form" | "json">(Form ? "form" : "json");
  const [jsonValid, setJsonValid] = useState(true);
  const [uploading, setUploading] = useState(0);
  const [historyShown, setHistoryShown] = useState(false);
  const [conflict, setConflict] = useState<StaleWriteDetails | null>(null);
  const update = useUpdateSection();
  const client = useQueryClient();
  const history = (
    <HistoryPanel
      kind="section"
      id={section.id}
      current={{ name: section.name, status: section.status, content: section.content }}
      onShow={(version) => {
        const shown = version as { name: string; status: SectionStatus; content: SectionContent };
        edit({ ...shown, content: initialContent({ ...section, content: shown.content }) });
        setHistoryShown(false);
      }}
      onRestored={() => {
        setSaved(null);
        void client.invalidateQueries({ queryKey: sectionsQueryKey });
        onClose();
      }}
    />
  );

  const errors = useMemo(
    () => (Form && mode === "form" ? contentErrors(section.type, content) : {}),
    [Form, mode, section.type, content],
  );
  const errorCount = Object.keys(errors).length;
  const draft = useMemo<ContentSection>(
    () => ({ ...section, name, status, content }),
    [section, name, status, content],
  );

  /** Saves the draft over `base` (the version it was read at; after a conflict, theirs: "Keep mine"). */
  const save = (base = version) => {
    update.mutate(
      { id: section.id, patch: { name: name.trim(), status, content, version: base } },
      {
        onSuccess: () => {
          toast.success("Section saved");
          setSaved(null);
          setConflict(null);
          onClose();
        },
        onError: (error) => setConflict(staleWriteOf(error) ?? null),
      },
    );
  };
  /** Theirs, as the form holds a section (every field of its type). */
  const theirs = conflict && sectionFields(section, conflict.current);
  const conflictPanel = conflict && theirs && (
    <ConflictPanel
      conflict={conflict}
      theirs={theirs}
      mine={{ name, status, content }}
      saving={update.isPending}
      onKeepMine={() => save(conflict.version)}
      onTakeTheirs={() => {
        setSaved({ ...theirs, version: conflict.version });
        setConflict(null);
        update.reset();
      }}
    />
  );

  const editor =
    Form && mode === "form" ? (
      <Form
        content={content}
        onChange={setContent}
        errors={errors}
        onBusyChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
      />
    ) : (
      <JsonEditor
        content={content}
        onChange={(result) => {
          setJsonValid(result.valid);
          if (result.content) setContent(result.content);
        }}
      />
    );

  const serverErrors =
    update.error && "fields" in update.error ? (update.error.fields as Record<string, string>) : {};
  const blocked =
    !jsonValid || !name.trim() || errorCount > 0 || uploading > 0 || update.isPending || conflict !== null;

  return (
    <form
      className={`${styles.editorForm} ${preview.shown ? styles.withPreview : ""}`}
      data-preview={preview.shown ? (preview.side ? "side" : "full") : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) save();
      }}
      noValidate
    >
      <div className={styles.editorColumn} hidden={preview.shown && !preview.side}>
        {conflictPanel ? (
          conflictPanel
        ) : historyShown ? (
          history
        ) : (
          <>
            <div className={styles.editorMeta}>
              <TextField
                label="Section Name"
                value={name}
                required
                error={name.trim() ? undefined : "Section name is required"}
                onChange={(event) => edit({ name: event.target.value })}
              />
              <SelectField
                label="Status"
                value={status}
                options={statusOptions}
                onChange={(event) => edit({ status: event.target.value as SectionStatus })}
              />
            </div>
            <ScheduleFields kind="section" itemId={section.id} />
            {Form && (
              <div className={editorStyles.modeSwitch} role="toolbar" aria-label="Editor view">
                <button type="button" aria-pressed={mode === "form"} onClick={() => setMode("form")}>
                  Form
                </button>
                <button
                  type="button"
                  aria-pressed={mode === "json"}
                  onClick={() => {
                    setJsonValid(true);
                    setMode("json");
                  }}
                >
                  Advanced (JSON)
                </button>
              </div>
            )}
            {Form && mode === "json" && (
              <p className={editorStyles.groupHint}>
                The raw content. Fields this type does not have are refused when you save; switch back to Form
                for the guided editor.
              </p>
            )}
            <div className={styles.editorBody}>{editor}</div>
          </>
        )}
      </div>
      {preview.shown && (
        <LivePreview
          className={styles.editorPreview}
          draft={{ section: draft, focus: sectionFocus[section.type] }}
          title={`Preview of ${name || section.name}`}
        />
      )}
      {errorCount > 0 && (
        <p className={editorStyles.errorSummary} role="alert">
          <AlertCircle aria-hidden="true" />
          {errorCount === 1
            ? `One field needs attention: ${Object.values(errors)[0]}`
            : `${errorCount} fields need attention; each is marked below its box.`}
        </p>
      )}
      {update.isError && !conflict && (
        <p className={styles.formError} role="alert">
          {update.error.message}
          {Object.keys(serverErrors).length > 0 && `: ${Object.values(serverErrors).join(", ")}`}
        </p>
      )}
      <div className={styles.editorActions}>
        <Button variant="ghost" aria-pressed={preview.shown} onClick={preview.toggle}>
          {preview.shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {preview.shown ? (preview.side ? "Hide preview" : "Back to form") : "Preview"}
        </Button>
        <Button variant="ghost" aria-pressed={historyShown} onClick={() => setHistoryShown(!historyShown)}>
          <History aria-hidden="true" />
          {historyShown ? "Back to form" : "History"}
        </Button>
        <span className={styles.actionsSpacer} />
        <Button onClick={discard}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={blocked}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
