/**
 * What the page's inline boot script (`web/boot/owner-boot.ts`) noted before this script ran:
 * whether the visitor acted, and the last button pressed or form sent.
 */
export interface BootNotes {
  acted: 0 | 1;
  held: HTMLButtonElement | HTMLFormElement | null;
}

/** What the visitor can do to a server-rendered owner screen that starts its script. */
const starters = ["pointerdown", "touchstart", "keydown", "focusin", "input"] as const;

type Field = HTMLInputElement | HTMLTextAreaElement;
const isBox = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** The fields the visitor changed before hydration, with what they hold (read as hydration commits). */
function changedFields(root: HTMLElement): [Field, string | boolean][] {
  const changed: [Field, string | boolean][] = [];
  for (const field of root.querySelectorAll<Field>("input, textarea")) {
    if (isBox(field)) {
      if (field.checked !== field.defaultChecked) changed.push([field, field.checked]);
    } else if (field.value !== field.defaultValue) changed.push([field, field.value]);
  }
  return changed;
}

/**
 * Gives the screen's state what the visitor typed or ticked: the field is first set, through its own
 * property (which React's change tracking watches), to something else, then to the visitor's value as
 * a browser would, and the event React listens to is sent.
 */
function replayField(field: Field, value: string | boolean): void {
  if (isBox(field)) {
    field.checked = !value;
    field.click();
    return;
  }
  field.value = value === "" ? " " : "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Runs `start` (which loads the screen's script and hydrates it, calling back in that commit) on the
 * visitor's first interaction with the server-rendered screen, so nothing but this small script is
 * loaded before it. What the visitor does meanwhile is kept: text typed and boxes ticked reach the
 * screen's state once it is hydrated, and a button pressed or a form sent before then is pressed or
 * sent again after. `notes` carries what happened before this script ran (while it was loading).
 */
export function hydrateOnInteraction(
  root: HTMLElement,
  start: (hydrated: () => void) => Promise<void>,
  notes?: BootNotes,
): void {
  let started = false;
  let hydrated = false;
  let pending: (() => void) | undefined = pressAgain(root, notes?.held);

  const hold = (event: Event) => {
    if (hydrated) return;
    const target = event.target;
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      event.preventDefault();
      pending = pressAgain(root, target);
    } else if (target instanceof Element) {
      const button = target.closest("button");
      if (!button || !root.contains(button)) return;
      event.preventDefault();
      event.stopPropagation();
      pending = pressAgain(root, button);
    }
    begin();
  };

  const begin = () => {
    if (started) return;
    started = true;
    for (const type of starters) document.removeEventListener(type, begin, true);
    // Called in the commit that hydrates the screen: the fields still hold what the visitor typed
    // (a render right after may reset them to the state's values). Replayed once that commit is over,
    // then the held button or form, once the replayed values are rendered. Until then a press is still
    // held: the screen's state does not hold the typed values yet, and a form sent now would be empty.
    void start(() => {
      const changed = changedFields(root);
      setTimeout(() => {
        for (const [field, value] of changed) replayField(field, value);
        setTimeout(() => {
          hydrated = true;
          document.removeEventListener("click", hold, true);
          document.removeEventListener("submit", hold, true);
          pending?.();
        }, 0);
      }, 0);
    });
  };

  for (const type of starters) document.addEventListener(type, begin, { capture: true, passive: true });
  document.addEventListener("click", hold, true);
  document.addEventListener("submit", hold, true);
  if (notes?.acted) begin();
}

/** Presses the held button or sends the held form again, if it is still on this screen. */
function pressAgain(root: HTMLElement, held: BootNotes["held"] | undefined): (() => void) | undefined {
  if (!held || !root.contains(held)) return undefined;
  return held instanceof HTMLFormElement ? () => held.requestSubmit() : () => held.click();
}
