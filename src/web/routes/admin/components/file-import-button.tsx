import { type LucideIcon, Upload } from "lucide-react";
import { useRef } from "react";
import { Button, type ButtonVariant } from "./button.tsx";

interface FileImportButtonProps {
  /** Called with the chosen file; the picker is cleared so the same file can be chosen again. */
  onFile: (file: File) => void;
  /** While the file is being read or sent: the button says `busyLabel` and cannot be pressed. */
  busy?: boolean;
  testId: string;
  /** The button's words ("Import" when not given), and while busy ("Importing..."). */
  label?: string;
  busyLabel?: string;
  /** The files the picker offers (a JSON file when not given). */
  accept?: string;
  icon?: LucideIcon;
  variant?: ButtonVariant;
}

/** A button that opens the file picker (for a JSON file unless told otherwise) and hands over the file. */
export function FileImportButton({
  onFile,
  busy = false,
  testId,
  label = "Import",
  busyLabel = "Importing...",
  accept = ".json,application/json",
  icon: Icon = Upload,
  variant,
}: FileImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} onClick={() => input.current?.click()} disabled={busy}>
        <Icon aria-hidden="true" /> {busy ? busyLabel : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
