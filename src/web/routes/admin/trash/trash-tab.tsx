import { Trash2 } from "lucide-react";
import toast from "react-hot-toast";
import { trashKeepDays, trashMessages } from "#shared/trash/rules.ts";
import type { TrashItem } from "#shared/trash/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import { EmptyState, LoadingState, TabHeader } from "#web/routes/admin/components/panel.tsx";
import { useSession } from "#web/routes/owner/session.ts";
import styles from "./trash.module.css";
import { useDeleteForGood, useEmptyTrash, useRestoreFromTrash, useTrash } from "./trash-api.ts";
import { TrashRow } from "./trash-row.tsx";

/**
 * The Trash (`?tab=trash`, decision 142): deleted projects and content sections, restored whole or
 * deleted for good; the owner empties it. What stays 30 days goes by itself.
 */
export function TrashTab() {
  const trash = useTrash();
  const restore = useRestoreFromTrash();
  const remove = useDeleteForGood();
  const empty = useEmptyTrash();
  const { confirm, dialog } = useConfirm();
  const isOwner = useSession().user?.role === "owner";
  const items = trash.data ?? [];

  const onRestore = (item: TrashItem) =>
    restore.mutate(item, {
      onSuccess: () => void toast.success(`Restored “${item.title}”`),
      onError: (error) => void toast.error(`Could not restore “${item.title}”. ${error.message}`),
    });

  const onDelete = async (item: TrashItem) => {
    const ok = await confirm({
      title: "Delete for good",
      message: trashMessages.confirmDeleteForGood(item.title),
      confirmLabel: "Delete for good",
    });
    if (!ok) return;
    remove.mutate(item, {
      onSuccess: () => void toast.success(`“${item.title}” was deleted for good`),
      onError: (error) => void toast.error(error.message),
    });
  };

  const onEmpty = async () => {
    const ok = await confirm({
      title: "Empty Trash",
      message: trashMessages.confirmEmpty,
      confirmLabel: "Empty Trash",
    });
    if (!ok) return;
    empty.mutate(undefined, {
      onSuccess: ({ removed }) => void toast.success(`Emptied the Trash (${removed} deleted for good)`),
      onError: (error) => void toast.error(error.message),
    });
  };

  const busyWith = (item: TrashItem) =>
    [restore, remove].some(
      (mutation) =>
        mutation.isPending && mutation.variables?.kind === item.kind && mutation.variables.id === item.id,
    ) || empty.isPending;

  return (
    <div>
      <TabHeader
        title="Trash"
        description={`Deleted projects, content sections and the testimonials, services and roles removed from a section stay here for ${trashKeepDays} days, hidden from visitors, then go for good; a revoked invitation stays until its link would have expired. Restore brings one back whole, at its place.`}
        actions={
          isOwner && (
            <Button
              variant="danger"
              onClick={() => void onEmpty()}
              disabled={items.length === 0 || empty.isPending}
            >
              <Trash2 aria-hidden="true" /> Empty Trash
            </Button>
          )
        }
      />
      {trash.isPending ? (
        <LoadingState label="Loading the Trash..." />
      ) : trash.isError ? (
        <EmptyState icon={<Trash2 />} title="Failed to load the Trash" message={trash.error.message} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Trash2 />}
          title="The Trash is empty"
          message="Deleted projects, sections, testimonials, services, roles and revoked invitations wait here, ready to be restored."
        />
      ) : (
        <ul className={styles.list} aria-label="Items in the Trash">
          {items.map((item) => (
            <TrashRow
              key={`${item.kind}:${item.id}`}
              item={item}
              busy={busyWith(item)}
              onRestore={() => onRestore(item)}
              onDelete={() => void onDelete(item)}
            />
          ))}
        </ul>
      )}
      {dialog}
    </div>
  );
}
