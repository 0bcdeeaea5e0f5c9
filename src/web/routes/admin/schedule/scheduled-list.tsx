import { X } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "#web/routes/admin/components/button.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import overview from "#web/routes/admin/overview/overview.module.css";
import styles from "./schedule.module.css";
import { formatDue, useSchedule, useSetSchedule } from "./schedule-api.ts";

const going = { publish: "goes live", unpublish: "goes offline" } as const;
const kindLabels = { project: "Project", section: "Section", post: "Post" } as const;

/** The Overview's list of what goes live or offline when, soonest first, each cancellable. */
export function ScheduledList() {
  const schedule = useSchedule();
  const cancel = useSetSchedule();
  if (!schedule.data) return null;
  const { items, timeZone } = schedule.data;
  return (
    <section
      className={`${surfaces.card} ${overview.panel}`}
      aria-labelledby="scheduled-title"
      data-testid="scheduled-list"
    >
      <h3 id="scheduled-title" className={overview.panelTitle}>
        Scheduled
      </h3>
      {items.length === 0 ? (
        <p className={styles.empty}>
          Nothing is scheduled. A project's or section's editor sets when it goes live or offline.
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.kind}:${item.itemId}:${item.action}`} className={styles.item}>
              <p>
                <strong dir="auto">{item.title}</strong> ({kindLabels[item.kind].toLowerCase()}){" "}
                {going[item.action]}
                <br />
                <span className={styles.when}>
                  {formatDue(item.dueAt, timeZone)} · {timeZone.replaceAll("_", " ")} · set by{" "}
                  {item.setBy || "someone"}
                </span>
              </p>
              <Button
                variant="ghost"
                size="small"
                disabled={cancel.isPending}
                aria-label={`Cancel: ${item.title} ${going[item.action]}`}
                onClick={() =>
                  cancel.mutate(
                    { kind: item.kind, itemId: item.itemId, action: item.action, dueAt: null },
                    { onSuccess: () => toast.success("Schedule cancelled") },
                  )
                }
              >
                <X aria-hidden="true" /> Cancel
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
