import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button.tsx";
import styles from "./modal.module.css";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown in the sticky footer. */
  footer?: ReactNode;
  size?: "small" | "medium" | "large" | "wide";
  children?: ReactNode;
  /** Accessible role: "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
}

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser, Escape and a click on
 * the backdrop call onClose, a click inside does not. Children mount only while open, so forms start fresh.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  footer,
  size = "medium",
  children,
  role = "dialog",
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const sizeClass = size === "medium" ? "" : styles[size];
  return (
    // Escape is handled by the dialog's cancel event; the click handler only adds closing on the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape or the Close button.
    <dialog
      ref={ref}
      className={`${styles.dialog} ${sizeClass}`}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        // React passes the event on to the modals this one is opened from: Escape closes only this one.
        event.stopPropagation();
        onClose();
      }}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
      }}
    >
      {open && (
        <>
          <header className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            <Button variant="ghost" size="small" iconOnly aria-label="Close" onClick={onClose}>
              <X />
            </Button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </>
      )}
    </dialog>
  );
}
