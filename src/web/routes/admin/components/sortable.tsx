import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import styles from "./sortable.module.css";

/** What a reorder changed: the moved item, its old and new index (0-based), and the whole new order. */
export interface Reorder {
  id: string;
  from: number;
  to: number;
  ids: string[];
}

interface Drag {
  id: string;
  pointerId: number;
  start: string[];
  preview: string[];
}

export interface SortableOptions {
  /** The items' ids in their current order. */
  ids: readonly string[];
  /** The name read out when an item moves ("Moved Experience to position 3 of 8"). */
  labelOf: (id: string) => string;
  /** Called once per finished move (a drop, a key press, a button), never while a drag is under way. */
  onReorder: (reorder: Reorder) => void;
  /** Arrow keys that move an item: "vertical" (Up/Down) for lists, "grid" (all four) for card grids. */
  axis?: "vertical" | "grid";
}

function moved(ids: readonly string[], id: string, to: number): string[] {
  const next = ids.filter((other) => other !== id);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, id);
  return next;
}

/**
 * Reordering by drag and drop (mouse, pen and touch through pointer events, on a handle) and by
 * keyboard (arrow keys on the focused handle, or move buttons), with every move announced in a polite
 * live region. The caller renders `announcer` once and spreads `itemProps`/`handleProps`.
 */
export function useSortable({ ids, labelOf, onReorder, axis = "vertical" }: SortableOptions) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const [message, setMessage] = useState("");
  const containerRef = useRef<HTMLElement | null>(null);
  const refocus = useRef<string | null>(null);
  const instructionsId = useId();
  const order = drag?.preview ?? ids;

  const announce = useCallback(
    (id: string, to: number, total: number) =>
      // A trailing no-break space toggles so the same sentence twice is still read out.
      setMessage((last) => {
        const text = `Moved ${labelOf(id)} to position ${to + 1} of ${total}`;
        return last === text ? `${text}\u00a0` : text;
      }),
    [labelOf],
  );

  const commit = useCallback(
    (id: string, next: string[], from: number) => {
      const to = next.indexOf(id);
      if (to === from) return;
      announce(id, to, next.length);
      onReorder({ id, from, to, ids: next });
    },
    [announce, onReorder],
  );

  /** Moves one item by `delta` places (keyboard and buttons); the handle keeps the focus. */
  const moveBy = useCallback(
    (id: string, delta: number) => {
      const from = ids.indexOf(id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= ids.length) return;
      refocus.current = id;
      commit(id, moved(ids, id, to), from);
    },
    [ids, commit],
  );

  // React may move the focused handle's node while reordering, which can drop the focus: put it back.
  useEffect(() => {
    const id = refocus.current;
    if (!id || !containerRef.current) return;
    refocus.current = null;
    const handle = containerRef.current.querySelector<HTMLElement>(
      `[data-sortable-handle="${CSS.escape(id)}"]`,
    );
    if (handle && document.activeElement !== handle) handle.focus({ preventScroll: true });
  });

  function itemAt(x: number, y: number): string | undefined {
    const items = containerRef.current?.querySelectorAll<HTMLElement>("[data-sortable-id]") ?? [];
    let best: { id: string; distance: number } | undefined;
    for (const item of items) {
      const box = item.getBoundingClientRect();
      const inside = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      const distance = inside ? 0 : Math.hypot(box.left + box.width / 2 - x, box.top + box.height / 2 - y);
      if (!best || distance < best.distance) best = { id: item.dataset.sortableId ?? "", distance };
    }
    return best?.id;
  }

  const handleProps = (id: string) => ({
    "data-sortable-handle": id,
    "aria-label": `Reorder ${labelOf(id)}`,
    "aria-describedby": instructionsId,
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || ids.length < 2) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      event.currentTarget.focus({ preventScroll: true });
      setDrag({ id, pointerId: event.pointerId, start: [...ids], preview: [...ids] });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag || drag.pointerId !== event.pointerId) return;
      const over = itemAt(event.clientX, event.clientY);
      if (!over || over === drag.id) return;
      const next = moved(drag.preview, drag.id, drag.preview.indexOf(over));
      setDrag({ ...drag, preview: next });
      // Near the window's edge, the page scrolls so a long list can be crossed in one drag.
      if (event.clientY < 64) window.scrollBy(0, -16);
      else if (event.clientY > window.innerHeight - 64) window.scrollBy(0, 16);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (!drag || drag.pointerId !== event.pointerId) return;
      setDrag(null);
      commit(drag.id, drag.preview, drag.start.indexOf(drag.id));
    },
    onPointerCancel: () => setDrag(null),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const back = event.key === "ArrowUp" || (axis === "grid" && event.key === "ArrowLeft");
      const forward = event.key === "ArrowDown" || (axis === "grid" && event.key === "ArrowRight");
      if (event.key === "Escape" && drag) {
        setDrag(null);
        return;
      }
      if (!back && !forward) return;
      event.preventDefault();
      moveBy(id, back ? -1 : 1);
    },
  });

  const itemProps = (id: string) => ({
    "data-sortable-id": id,
    "data-dragging": drag?.id === id ? "true" : undefined,
  });

  const announcer: ReactNode = (
    <>
      <p id={instructionsId} className={styles.visuallyHidden}>
        Drag to reorder, or press the {axis === "grid" ? "arrow keys" : "up and down arrow keys"} to move one
        place.
      </p>
      <div
        className={styles.visuallyHidden}
        aria-live="polite"
        aria-atomic="true"
        data-testid="sortable-status"
      >
        {message}
      </div>
    </>
  );

  return {
    order,
    dragging: drag?.id ?? null,
    containerRef: (element: HTMLElement | null) => {
      containerRef.current = element;
    },
    handleProps,
    itemProps,
    moveBy,
    announcer,
  };
}

/** The drag handle's grip: six dots, drawn in CSS. */
export function GripIcon() {
  return (
    <svg viewBox="0 0 12 18" width="12" height="18" aria-hidden="true" focusable="false">
      {[3, 9].flatMap((cx) =>
        [3, 9, 15].map((cy) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" fill="currentColor" />),
      )}
    </svg>
  );
}

export { styles as sortableStyles };
