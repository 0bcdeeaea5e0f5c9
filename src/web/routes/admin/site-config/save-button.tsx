import { AlertCircle, Check, Loader2, Save } from "lucide-react";
import { Button } from "#web/routes/admin/components/button.tsx";
import type { SaveState } from "./use-config-editor.ts";

const labels: Record<SaveState, string> = {
  idle: "Save Changes",
  saving: "Saving...",
  saved: "Saved!",
  error: "Error",
};

/** Save Changes with the specification's states; disabled while clean or saving. */
export function SaveButton({
  state,
  dirty,
  onSave,
  label = labels.idle,
}: {
  state: SaveState;
  dirty: boolean;
  onSave: () => void;
  label?: string;
}) {
  const icon =
    state === "saving" ? (
      <Loader2 className="spin" />
    ) : state === "saved" ? (
      <Check />
    ) : state === "error" ? (
      <AlertCircle />
    ) : (
      <Save />
    );
  return (
    <Button
      variant={state === "error" ? "dangerSolid" : state === "saved" ? "success" : "primary"}
      disabled={!dirty || state === "saving"}
      onClick={onSave}
      data-save-state={state}
    >
      {icon}
      {state === "idle" ? label : labels[state]}
    </Button>
  );
}
