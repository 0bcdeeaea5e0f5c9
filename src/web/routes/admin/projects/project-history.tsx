import type { Project } from "#shared/projects/schema.ts";
import { HistoryPanel } from "#web/routes/admin/history/history-panel.tsx";
import { formValuesOf, type ProjectFormValues } from "./project-form.ts";

/** The project's History: its versions against what is saved now; one shown goes into the form. */
export function ProjectHistory({
  project,
  onShow,
  onRestored,
}: {
  project: Project;
  onShow: (values: ProjectFormValues) => void;
  onRestored: () => void;
}) {
  const { id, position, createdAt, updatedAt, imageAsset, ...saved } = project;
  return (
    <HistoryPanel
      kind="project"
      id={id}
      current={saved}
      onShow={(version) => onShow(formValuesOf({ ...project, ...(version as Partial<Project>) }))}
      onRestored={onRestored}
    />
  );
}
