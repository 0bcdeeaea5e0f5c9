import type { ProjectVisibility } from "#shared/projects/rules.ts";
import { SelectField } from "#web/routes/admin/components/index.ts";
import { ProjectAccessPanel } from "./project-access-panel.tsx";
import styles from "./projects.module.css";

const options: { value: ProjectVisibility; label: string }[] = [
  { value: "public", label: "Public: on the site, in the gallery and search engines" },
  { value: "unlisted", label: "Unlisted: only for those who have its address" },
  { value: "protected", label: "Protected: a password or a share link opens it" },
];

/**
 * Who sees the project's page (decision 158); for a protected project already saved as one, its
 * password and share links (they apply at once, apart from the form's Save).
 */
export function VisibilityField({
  value,
  onChange,
  error,
  savedProtectedId,
}: {
  value: ProjectVisibility;
  onChange: (value: ProjectVisibility) => void;
  error?: string;
  savedProtectedId?: string;
}) {
  return (
    <div className={styles.wide}>
      <SelectField
        label="Visibility"
        name="visibility"
        options={options}
        value={value}
        error={error}
        hint={
          value === "protected" && !savedProtectedId
            ? "Save the project, then set its password and share links here."
            : "Unlisted and protected projects are not in the gallery, the sitemap or the résumé."
        }
        onChange={(event) => onChange(event.target.value as ProjectVisibility)}
      />
      {value === "protected" && savedProtectedId ? <ProjectAccessPanel projectId={savedProtectedId} /> : null}
    </div>
  );
}
