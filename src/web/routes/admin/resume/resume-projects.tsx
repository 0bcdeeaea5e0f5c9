import { ArrowDown, ArrowUp, X } from "lucide-react";
import { SelectField } from "#web/routes/admin/components/index.ts";
import {
  GripIcon,
  type Reorder,
  sortableStyles,
  useSortable,
} from "#web/routes/admin/components/sortable.tsx";
import styles from "./resume.module.css";

interface ResumeProjectsProps {
  /** The site's active projects, gallery order. */
  projects: readonly { id: string; title: string }[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/** The projects on the résumé: drag (or arrows) to order, remove, add from the site's active projects. */
export function ResumeProjects({ projects, chosen, onChange }: ResumeProjectsProps) {
  const titleOf = (id: string) => projects.find((project) => project.id === id)?.title ?? id;
  const sortable = useSortable({
    ids: chosen,
    labelOf: titleOf,
    onReorder: ({ ids }: Reorder) => onChange(ids),
  });
  const rest = projects.filter((project) => !chosen.includes(project.id));
  return (
    <div className={styles.stack}>
      {chosen.length === 0 ? (
        <p className={styles.hint}>The first four projects of the gallery, until you choose some.</p>
      ) : (
        <ul className={styles.projects} ref={sortable.containerRef} aria-label="Projects on the résumé">
          {sortable.order.map((id, index) => (
            <li key={id} className={`${styles.project} ${sortableStyles.item}`} {...sortable.itemProps(id)}>
              <button type="button" className={sortableStyles.handle} {...sortable.handleProps(id)}>
                <GripIcon />
              </button>
              <span className={styles.projectTitle}>{titleOf(id)}</span>
              <button
                type="button"
                className={sortableStyles.move}
                aria-label={`Move ${titleOf(id)} up`}
                disabled={index === 0}
                onClick={() => sortable.moveBy(id, -1)}
              >
                <ArrowUp aria-hidden="true" />
              </button>
              <button
                type="button"
                className={sortableStyles.move}
                aria-label={`Move ${titleOf(id)} down`}
                disabled={index === sortable.order.length - 1}
                onClick={() => sortable.moveBy(id, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </button>
              <button
                type="button"
                className={sortableStyles.move}
                aria-label={`Remove ${titleOf(id)} from the résumé`}
                onClick={() => onChange(chosen.filter((other) => other !== id))}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {sortable.announcer}
      {rest.length > 0 && chosen.length < 12 ? (
        <SelectField
          label="Add a project"
          name="resume-add-project"
          value=""
          options={[
            { value: "", label: "Choose a project…" },
            ...rest.map(({ id, title }) => ({ value: id, label: title })),
          ]}
          onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
        />
      ) : null}
    </div>
  );
}
