import { type ProjectStatus, projectStatuses } from "#shared/projects/rules.ts";
import { ChipsField, SelectField, Switch, TextField } from "#web/routes/admin/components/index.ts";
import type { ProjectFieldErrors, ProjectFormValues } from "./project-form.ts";
import styles from "./projects.module.css";

interface ProjectDetailFieldsProps {
  values: ProjectFormValues;
  errors: ProjectFieldErrors;
  set: <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => void;
  /** A text field's name, value, error and change handler, from the form. */
  text: (key: keyof ProjectFormValues) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
}

/** The project form's facts: technologies, features, links, duration, status, priority, Active. */
export function ProjectDetailFields({ values, errors, set, text }: ProjectDetailFieldsProps) {
  return (
    <>
      <ChipsField
        label="Technologies"
        name="technologies"
        placeholder="e.g. React"
        distinct
        items={values.technologies}
        error={errors.technologies}
        onChange={(items) => set("technologies", items)}
      />
      <ChipsField
        label="Features"
        name="features"
        placeholder="e.g. Realtime updates"
        items={values.features}
        error={errors.features}
        onChange={(items) => set("features", items)}
      />
      <TextField label="Live URL" type="url" placeholder="https://" {...text("live")} />
      <TextField label="GitHub URL" type="url" placeholder="https://github.com/…" {...text("github")} />
      <TextField label="CodePen URL" type="url" placeholder="https://codepen.io/…" {...text("codepen")} />
      <TextField label="Duration" placeholder="e.g. 3 months" {...text("duration")} />
      <SelectField
        label="Status"
        options={projectStatuses.map((status) => ({ value: status, label: status }))}
        value={values.status}
        onChange={(event) => set("status", event.target.value as ProjectStatus)}
        error={errors.status}
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
    </>
  );
}
