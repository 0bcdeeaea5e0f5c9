import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useAnnouncer } from "#web/routes/admin/components/announcer.tsx";
import { Button } from "#web/routes/admin/components/button.tsx";
import styles from "./editors.module.css";

export interface ListEditorProps<T> {
  /** The group's heading, e.g. "Experiences". */
  title: string;
  /** What one entry is called, e.g. "experience": "Add experience", "Remove experience 2". */
  noun: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A new, empty entry. */
  create: () => T;
  /** The entry's fields. */
  render: (item: T, index: number, update: (next: T) => void) => ReactNode;
  /** A short name of the entry for its header (e.g. the position); "Experience 2" when empty. */
  summary?: (item: T) => string;
  /** The test id of each entry. */
  testId?: string;
  /** Lay the entries out compactly on one row each (short entries such as links). */
  compact?: boolean;
  /** One short field per entry: the field and its buttons on one row, the entry's name only in the buttons' labels. */
  inline?: boolean;
  /** Text when the list is empty. */
  empty?: string;
  hint?: ReactNode;
  /** The content field this list edits (its path, e.g. "services"), as the group's `data-field`. */
  field?: string;
}

type Pending = { key: number; action: "up" | "down" | "remove" | "add" } | null;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One editable list: add, remove and reorder entries (Move up / Move down buttons, reachable by
 * keyboard, each change announced to screen readers). Entries keep a stable key while they move, so
 * a field being edited keeps its state; focus follows the moved entry's button.
 */
export function ListEditor<T>({
  title,
  noun,
  items,
  onChange,
  create,
  render,
  summary,
  testId,
  compact = false,
  inline = false,
  empty,
  hint,
  field,
}: ListEditorProps<T>) {
  const { announce, region } = useAnnouncer();
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  const pending = useRef<Pending>(null);
  const container = useRef<HTMLDivElement>(null);
  // Keys follow the list; a list replaced from outside (reset, JSON view) gets fresh keys.
  if (keys.current.length !== items.length) {
    keys.current = items.map(() => nextKey.current++);
  }

  useEffect(() => {
    const target = pending.current;
    if (!target || !container.current) return;
    pending.current = null;
    const entry = container.current.querySelector<HTMLElement>(`[data-entry-key="${target.key}"]`);
    const wanted =
      target.action === "add"
        ? entry?.querySelector<HTMLElement>("input, textarea, select")
        : (entry?.querySelector<HTMLElement>(`[data-move="${target.action}"]:not(:disabled)`) ??
          entry?.querySelector<HTMLElement>("[data-move]:not(:disabled)"));
    (wanted ?? container.current.querySelector<HTMLElement>("[data-add]"))?.focus();
  });

  const label = (item: T, index: number) => {
    const name = summary?.(item).trim();
    return name ? `${capital(noun)} ${index + 1}: ${name}` : `${capital(noun)} ${index + 1}`;
  };

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(index, 1) as [T];
    next.splice(to, 0, item);
    const [key] = keys.current.splice(index, 1) as [number];
    keys.current.splice(to, 0, key);
    pending.current = { key, action: by < 0 ? "up" : "down" };
    onChange(next);
    announce(
      `${label(item, index)} moved ${by < 0 ? "up" : "down"} to position ${to + 1} of ${items.length}`,
    );
  };

  const remove = (index: number) => {
    const item = items[index] as T;
    const nextKeys = keys.current.filter((_, position) => position !== index);
    keys.current = nextKeys;
    const neighbour = nextKeys[Math.min(index, nextKeys.length - 1)];
    pending.current = neighbour === undefined ? null : { key: neighbour, action: "remove" };
    onChange(items.filter((_, position) => position !== index));
    announce(`${label(item, index)} removed`);
  };

  const add = () => {
    const key = nextKey.current++;
    keys.current = [...keys.current, key];
    pending.current = { key, action: "add" };
    onChange([...items, create()]);
    announce(`${capital(noun)} ${items.length + 1} added`);
  };

  return (
    <div className={styles.group} ref={container} data-field={field}>
      <div className={styles.groupHeader}>
        <h4 className={styles.groupTitle}>
          {title} <span className={styles.count}>({items.length})</span>
        </h4>
        <Button size="small" onClick={add} data-add="">
          <Plus aria-hidden="true" /> Add {noun}
        </Button>
      </div>
      {hint && <p className={styles.groupHint}>{hint}</p>}
      {items.length === 0 && <p className={styles.empty}>{empty ?? `No ${title.toLowerCase()} yet.`}</p>}
      {items.length > 0 && (
        <ol className={styles.entries}>
          {items.map((item, index) => {
            const key = keys.current[index] as number;
            const name = label(item, index);
            const actions = (
              <span className={styles.entryActions}>
                <Button
                  size="small"
                  variant="ghost"
                  iconOnly
                  data-move="up"
                  aria-label={`Move ${name} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  iconOnly
                  data-move="down"
                  aria-label={`Move ${name} down`}
                  title="Move down"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  iconOnly
                  aria-label={`Remove ${name}`}
                  title="Remove"
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </span>
            );
            return (
              <li
                key={key}
                data-entry-key={key}
                className={`${styles.entry} ${compact ? styles.entryCompact : ""} ${inline ? styles.entryInline : ""}`}
                data-testid={testId}
              >
                {inline ? null : (
                  <div className={styles.entryHeader}>
                    <span className={styles.entryName}>{name}</span>
                    {actions}
                  </div>
                )}
                <div
                  className={
                    inline ? styles.entryInlineField : compact ? styles.entryFieldsRow : styles.entryFields
                  }
                >
                  {render(item, index, (next) =>
                    onChange(items.map((current, position) => (position === index ? next : current))),
                  )}
                </div>
                {inline ? actions : null}
              </li>
            );
          })}
        </ol>
      )}
      {region}
    </div>
  );
}
