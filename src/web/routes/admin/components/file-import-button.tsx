import { Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "./button.tsx";

interface JsonImportButtonProps {
  /** Called with the chosen file; the picker is cleared so the same file can be chosen again. */
  onFile: (file: File) => void;
  /** While an import runs: the button says so and cannot be pressed. */
  busy?: boolean;
  testId: string;
  /** The button's words ("Import" when not given). */
  label?: string;
}

/** 'Import': opens the file picker for a JSON file. */
export function JsonImportButton({ onFile, busy = false, testId, label = "Import" }: JsonImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => input.current?.click()} disabled={busy}>
        <Upload aria-hidden="true" /> {busy ? "Importing..." : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
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
