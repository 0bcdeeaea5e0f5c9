import { AlertTriangle, HelpCircle } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Button } from "./button.tsx";
import styles from "./confirm-dialog.module.css";
import { Modal } from "./modal.tsx";

export interface ConfirmOptions {
  /** The question, e.g. the spec's 'Are you sure you want to delete this project?'. */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** "danger" (default) for destructive actions. */
  tone?: "danger" | "neutral";
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** A confirmation in a modal: Cancel keeps everything, the confirm button goes ahead. */
export function ConfirmDialog({
  open,
  message,
  title = "Please confirm",
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="small"
      role="alertdialog"
      footer={
        <>
          <Button onClick={onCancel}>{cancelLabel}</Button>
          <Button
            variant={tone === "danger" ? "dangerSolid" : "primary"}
            onClick={onConfirm}
            disabled={busy}
            autoFocus
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.content}>
        <span className={`${styles.icon} ${tone === "neutral" ? styles.neutral : ""}`} aria-hidden="true">
          {tone === "danger" ? <AlertTriangle /> : <HelpCircle />}
        </span>
        <p className={styles.message}>{message}</p>
      </div>
    </Modal>
  );
}

/**
 * `const { confirm, dialog } = useConfirm()`: render `{dialog}` once, then
 * `if (await confirm({ message })) …` anywhere in the component.
 */
export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <ConfirmDialog
      open={options !== null}
      message={options?.message ?? ""}
      title={options?.title}
      confirmLabel={options?.confirmLabel}
      cancelLabel={options?.cancelLabel}
      tone={options?.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
