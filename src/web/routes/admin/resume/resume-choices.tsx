import { ArrowDown, ArrowUp, X } from "lucide-react";
import { SelectField } from "#web/routes/admin/components/index.ts";
import {
  GripIcon,
  type Reorder,
  sortableStyles,
  useSortable,
} from "#web/routes/admin/components/sortable.tsx";
import styles from "./resume.module.css";

interface ResumeChoicesProps {
  /** What may be chosen: the site's active projects (gallery order) or published posts (newest first). */
  items: readonly { id: string; title: string }[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  /** "project" or "post": the word in the list's labels. */
  noun: string;
  /** What the résumé shows while nothing is chosen. */
  noneChosen: string;
}

/** Projects or posts on the résumé: drag (or arrows) to order, remove, add from those of the site. */
export function ResumeChoices({ items, chosen, onChange, noun, noneChosen }: ResumeChoicesProps) {
  const titleOf = (id: string) => items.find((item) => item.id === id)?.title ?? id;
  const sortable = useSortable({
    ids: chosen,
    labelOf: titleOf,
    onReorder: ({ ids }: Reorder) => onChange(ids),
  });
  const rest = items.filter((item) => !chosen.includes(item.id));
  return (
    <div className={styles.stack}>
      {chosen.length === 0 ? (
        <p className={styles.hint}>{noneChosen}</p>
      ) : (
        <ul
          className={styles.projects}
          ref={sortable.containerRef}
          aria-label={`${noun[0]?.toUpperCase()}${noun.slice(1)}s on the résumé`}
        >
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
          label={`Add a ${noun}`}
          name={`resume-add-${noun}`}
          value=""
          options={[
            { value: "", label: `Choose a ${noun}…` },
            ...rest.map(({ id, title }) => ({ value: id, label: title })),
          ]}
          onChange={(event) => event.target.value && onChange([...chosen, event.target.value])}
        />
      ) : null}
    </div>
  );
}
