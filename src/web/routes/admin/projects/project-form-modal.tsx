import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, History } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { StaleWriteDetails } from "#shared/api/error.ts";
import { categorySuggestions, projectMessages } from "#shared/projects/rules.ts";
import type { Project } from "#shared/projects/schema.ts";
import { ApiError, staleWriteOf } from "#web/lib/api-client.ts";
import { useDraft } from "#web/lib/use-draft.ts";
import { Button, Modal, TextArea, TextField } from "#web/routes/admin/components/index.ts";
import { ConflictPanel } from "#web/routes/admin/conflicts/conflict-panel.tsx";
import { sectionsQueryKey, useSections } from "#web/routes/admin/content/content-api.ts";
import { ScheduleFields } from "#web/routes/admin/schedule/schedule-fields.tsx";
import { CaseStudyFields } from "./case-study-fields.tsx";
import { MediaUploadField } from "./media-upload-field.tsx";
import { ProjectDetailFields } from "./project-detail-fields.tsx";
import {
  emptyProjectForm,
  formFieldErrorsOf,
  formValuesOf,
  type ProjectFieldErrors,
  type ProjectFormValues,
  payloadOf,
  projectFieldErrors,
  validateProjectForm,
} from "./project-form.ts";
import { ProjectHistory } from "./project-history.tsx";
import styles from "./projects.module.css";
import { projectKeys, useProjectList, useSaveProject } from "./projects-api.ts";
import { VisibilityField } from "./visibility-field.tsx";

interface ProjectFormModalProps {
  open: boolean;
  /** The project being edited; null adds a new one. */
  project: Project | null;
  onClose: () => void;
}

const formId = "project-form";

/** 'Add New Project' / 'Edit Project': every field, Reset, Cancel, Submit; stays open on failure. */
export function ProjectFormModal({ open, project, onClose }: ProjectFormModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="large"
      title={project ? "Edit Project" : "Add New Project"}
      description={project ? project.title : "Fill in the details; title and description are required."}
    >
      <ProjectForm key={project?.id ?? "new"} project={project} onClose={onClose} />
    </Modal>
  );
}

/**
 * The form's one state: the values, whether Submit was tried (from then on each required field shows
 * its own message, and the joined message above the form follows them, gone once all are filled) and
 * the server's refusal (its message, and each named field's own, cleared as that field is edited).
 */
/** The form's values and the saved version they are based on (decision 139). */
type ProjectDraft = ProjectFormValues & { version?: number };

function ProjectForm({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const initial: ProjectDraft = project
    ? { ...formValuesOf(project), version: project.version }
    : emptyProjectForm;
  // Unsaved edits are a draft in this browser tab: they survive an outage, a failed tab or a reload.
  const [draft, setDraft] = useDraft<ProjectDraft>(`project:${project?.id ?? "new"}`);
  const { version: baseVersion, ...values } = draft ?? initial;
  const setValues = (change: (current: ProjectFormValues) => ProjectFormValues) =>
    setDraft((current) => {
      const { version, ...form } = current ?? initial;
      return { ...change(form), version };
    });
  const [conflict, setConflict] = useState<StaleWriteDetails | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: ProjectFieldErrors } | null>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [uploading, setUploading] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveProject();
  const editing = project !== null;
  const [historyShown, setHistoryShown] = useState(false);
  const client = useQueryClient();

  const required = submitted ? projectFieldErrors(values) : {};
  const fieldErrors: ProjectFieldErrors = { ...failure?.fields, ...required };
  const requiredMessages = submitted ? validateProjectForm(values) : [];
  const error = requiredMessages.length > 0 ? requiredMessages.join(", ") : (failure?.message ?? null);

  useEffect(() => {
    if (focusInvalid > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setFailure((current) => {
      if (!current) return current;
      const { [key]: _fixed, ...rest } = current.fields;
      // The server's message stays while a field it named is still unchanged; one about no field goes at the first edit.
      return Object.keys(rest).length > 0 ? { ...current, fields: rest } : null;
    });
  };
  const text = (key: keyof ProjectFormValues) => ({
    name: key,
    value: values[key] as string,
    error: fieldErrors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });
  // Offered, not imposed: the existing categories (the Projects section's and the projects'), or a new one typed.
  const sections = useSections();
  const projects = useProjectList();
  const listed = sections.data?.find((section) => section.type === "projects")?.content.categories;
  const categories = categorySuggestions(Array.isArray(listed) ? listed : [], projects.data ?? []);
  const categoryListId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (validateProjectForm(values).length > 0) return setFocusInvalid((count) => count + 1);
    if (editing && !project.id) return setFailure({ message: projectMessages.idMissing, fields: {} });
    setFailure(null);
    await saveOver(baseVersion);
  }

  /** Saves the values over `version` (after a conflict, theirs: "Keep mine"). */
  async function saveOver(version: number | undefined) {
    try {
      await save.mutateAsync({ id: project?.id, payload: payloadOf(values), version });
      toast.success(editing ? projectMessages.updated : projectMessages.added);
      setDraft(null);
      setConflict(null);
      onClose();
    } catch (caught) {
      const stale = staleWriteOf(caught);
      if (stale) return setConflict(stale);
      const fallback = editing ? projectMessages.updateFailed : projectMessages.addFailed;
      const api = caught instanceof ApiError ? caught : null;
      setFailure({
        message: api?.message || fallback,
        fields: api ? formFieldErrorsOf(api.fields) : {},
      });
      setFocusInvalid((count) => count + 1);
    }
  }

  const busy = save.isPending;
  return (
    <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {error && (
        <div className={styles.formError} role="alert" data-testid="project-form-error">
          <AlertCircle aria-hidden="true" />
          <span>{error}</span>
        </div>
      )}
      {project && historyShown && (
        <ProjectHistory
          project={project}
          onShow={(values) => {
            setDraft({ ...values, version: baseVersion });
            setHistoryShown(false);
          }}
          onRestored={() => {
            setDraft(null);
            // A restored category may be new to the Projects section too.
            void client.invalidateQueries({ queryKey: projectKeys.all });
            void client.invalidateQueries({ queryKey: sectionsQueryKey });
            onClose();
          }}
        />
      )}
      {conflict && (
        <ConflictPanel
          conflict={conflict}
          theirs={formValuesOf(conflict.current as Project)}
          mine={values}
          saving={save.isPending}
          onKeepMine={() => void saveOver(conflict.version)}
          onTakeTheirs={() => {
            setDraft({ ...formValuesOf(conflict.current as Project), version: conflict.version });
            setConflict(null);
          }}
        />
      )}
      {!historyShown && !conflict && (
        <div className={styles.formGrid}>
          <TextField label="Title" required maxLength={200} {...text("title")} />
          <TextField
            label="Category"
            required
            maxLength={100}
            list={categoryListId}
            autoComplete="off"
            hint="Pick one, or type a new category: it joins the Projects section's list."
            {...text("category")}
            onBlur={() => {
              // The listed spelling of a category typed in another case ("ui/ux design").
              const typed = values.category.trim().toLowerCase();
              const match = categories.find((name) => name.toLowerCase() === typed);
              if (match && match !== values.category) set("category", match);
            }}
          />
          {/* A datalist is never displayed itself, so it takes no place in the grid. */}
          <datalist id={categoryListId}>
            {categories.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <div className={styles.wide}>
            <TextArea label="Description" required rows={4} maxLength={5000} {...text("description")} />
          </div>
          <MediaUploadField
            kind="image"
            label="Image URL"
            value={values.image}
            onChange={(url) => set("image", url)}
            onBusyChange={(on) => setUploading((count) => count + (on ? 1 : -1))}
            focus={values.imageFocus}
            onFocusChange={(focus) => set("imageFocus", focus)}
          />
          <MediaUploadField
            kind="video"
            label="Video URL"
            value={values.video}
            onChange={(url) => set("video", url)}
            onBusyChange={(on) => setUploading((count) => count + (on ? 1 : -1))}
          />
          <ProjectDetailFields values={values} errors={fieldErrors} set={set} text={text} />
          <VisibilityField
            value={values.visibility}
            onChange={(visibility) => set("visibility", visibility)}
            error={fieldErrors.visibility}
            savedProtectedId={project?.visibility === "protected" ? project.id : undefined}
          />
          {project?.id ? <ScheduleFields kind="project" itemId={project.id} /> : null}
          <CaseStudyFields
            values={values}
            errors={fieldErrors}
            set={set}
            onBusyChange={(on) => setUploading((count) => count + (on ? 1 : -1))}
            savedSlug={project?.slug ?? null}
            published={project?.isActive === true}
          />
        </div>
      )}
      <div className={styles.formActions}>
        <Button
          onClick={() => {
            setDraft(null);
            setSubmitted(false);
            setFailure(null);
          }}
          disabled={busy}
        >
          Reset
        </Button>
        {project && (
          <Button variant="ghost" aria-pressed={historyShown} onClick={() => setHistoryShown(!historyShown)}>
            <History aria-hidden="true" />
            {historyShown ? "Back to form" : "History"}
          </Button>
        )}
        <span className={styles.spacer} />
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(null);
            onClose();
          }}
          disabled={busy}
        >
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy || uploading > 0 || conflict !== null}>
          {busy ? (editing ? "Updating..." : "Adding...") : editing ? "Update Project" : "Add Project"}
        </Button>
      </div>
    </form>
  );
}
