import { Trash2 } from "lucide-react";
import { useSearchParams } from "react-router";
import { Button } from "#web/routes/admin/components/button.tsx";
import { useTrash } from "./trash-api.ts";

/** The Projects and Content tabs' way to the Trash, with how many items wait there. */
export function TrashLink() {
  const [, setSearchParams] = useSearchParams();
  const count = useTrash().data?.length ?? 0;
  return (
    <Button onClick={() => setSearchParams({ tab: "trash" })}>
      <Trash2 aria-hidden="true" /> Trash{count > 0 ? ` (${count})` : ""}
    </Button>
  );
}
