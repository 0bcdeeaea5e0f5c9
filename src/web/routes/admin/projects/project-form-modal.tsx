import { AlertCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import toast from "react-hot-toast";
import {
  type ProjectStatus,
  projectCategoryOptions,
  projectMessages,
  projectStatuses,
} from "#shared/projects/rules.ts";
import type { Project } from "#shared/projects/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useDraft } from "#web/lib/use-draft.ts";
import {
  Button,
  Modal,
  SelectField,
  Switch,
  TextArea,
  TextField,
} from "#web/routes/admin/components/index.ts";
import { MediaUploadField } from "./media-upload-field.tsx";
import {
  emptyProjectForm,
  formValuesOf,
  type ProjectFormValues,
  payloadOf,
  validateProjectForm,
} from "./project-form.ts";
import styles from "./projects.module.css";
import { useSaveProject } from "./projects-api.ts";

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
      description={
        project ? project.title : "Fill in the details; technologies and features are comma-separated."
      }
    >
      <ProjectForm key={project?.id ?? "new"} project={project} onClose={onClose} />
    </Modal>
  );
}

function ProjectForm({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const initial = project ? formValuesOf(project) : emptyProjectForm;
  // Unsaved edits are a draft in this browser tab: they survive an outage, a failed tab or a reload.
  const [draft, setDraft] = useDraft<ProjectFormValues>(`project:${project?.id ?? "new"}`);
  const values = draft ?? initial;
  const setValues = (change: (current: ProjectFormValues) => ProjectFormValues) =>
    setDraft((current) => change(current ?? initial));
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const save = useSaveProject();
  const editing = project !== null;

  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: keyof ProjectFormValues) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });
  const categories = projectCategoryOptions.includes(
    values.category as (typeof projectCategoryOptions)[number],
  )
    ? projectCategoryOptions
    : [...projectCategoryOptions, values.category];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateProjectForm(values);
    if (problems.length > 0) return setError(problems.join(", "));
    if (editing && !project.id) return setError(projectMessages.idMissing);
    setError(null);
    try {
      await save.mutateAsync({ id: project?.id, payload: payloadOf(values) });
      toast.success(editing ? projectMessages.updated : projectMessages.added);
      setDraft(null);
      onClose();
    } catch (failure) {
      const fallback = editing ? projectMessages.updateFailed : projectMessages.addFailed;
      setError(failure instanceof ApiError && failure.message ? failure.message : fallback);
    }
  }

  const busy = save.isPending;
  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate>
      {error && (
        <div className={styles.formError} role="alert">
          <AlertCircle aria-hidden="true" />
          <span>{error}</span>
        </div>
      )}
      <div className={styles.formGrid}>
        <TextField label="Title" required maxLength={200} {...text("title")} />
        <SelectField
          label="Category"
          required
          options={categories.map((name) => ({ value: name, label: name }))}
          {...text("category")}
        />
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
        <TextField
          label="Technologies"
          hint="Comma-separated, e.g. React, Node JS"
          {...text("technologies")}
        />
        <TextField label="Features" hint="Comma-separated" {...text("features")} />
        <TextField label="Live URL" type="url" placeholder="https://" {...text("live")} />
        <TextField label="GitHub URL" type="url" placeholder="https://github.com/…" {...text("github")} />
        <TextField label="CodePen URL" type="url" placeholder="https://codepen.io/…" {...text("codepen")} />
        <TextField label="Duration" placeholder="e.g. 3 months" {...text("duration")} />
        <SelectField
          label="Status"
          options={projectStatuses.map((status) => ({ value: status, label: status }))}
          value={values.status}
          onChange={(event) => set("status", event.target.value as ProjectStatus)}
          name="status"
        />
        <TextField
          label="Priority"
          type="number"
          min={0}
          max={10}
          step={1}
          hint="0 to 10; higher shows first"
          {...text("priority")}
        />
        <div className={styles.wide}>
          <Switch
            label="Active"
            hint="Active projects are shown on the website"
            checked={values.isActive}
            onChange={(checked) => set("isActive", checked)}
            name="isActive"
          />
        </div>
      </div>
      <div className={styles.formActions}>
        <Button
          onClick={() => {
            setDraft(null);
            setError(null);
          }}
          disabled={busy}
        >
          Reset
        </Button>
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
        <Button type="submit" variant="primary" disabled={busy || uploading > 0}>
          {busy ? (editing ? "Updating..." : "Adding...") : editing ? "Update Project" : "Add Project"}
        </Button>
      </div>
    </form>
  );
}
