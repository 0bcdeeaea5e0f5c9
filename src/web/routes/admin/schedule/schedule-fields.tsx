import { CalendarClock, X } from "lucide-react";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { type ScheduleAction, type ScheduleKind, scheduleMessages } from "#shared/schedule/schema.ts";
import { instantToZoned, zonedToInstant } from "#shared/schedule/zoned-time.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import fields from "#web/routes/admin/components/form-fields.module.css";
import styles from "./schedule.module.css";
import { formatDue, useSchedule, useSetSchedule } from "./schedule-api.ts";

const actionLabels: Record<ScheduleAction, { field: string; set: string; done: string }> = {
  publish: { field: "Go live at", set: "Goes live", done: "will go live" },
  unpublish: { field: "Go offline at", set: "Goes offline", done: "will go offline" },
};

/**
 * When an item (a project, a section) goes live and offline on its own (decision 150): a time picked in
 * the site's time zone for each, set and cancelled at once (not with the editor's Save).
 */
export function ScheduleFields({ kind, itemId }: { kind: ScheduleKind; itemId: string }) {
  const schedule = useSchedule();
  if (!schedule.data) return null;
  const { items, timeZone } = schedule.data;
  const dueOf = (action: ScheduleAction) =>
    items.find((item) => item.kind === kind && item.itemId === itemId && item.action === action)?.dueAt;
  return (
    <fieldset className={styles.fields} data-testid="schedule-fields">
      <legend className={styles.legend}>
        <CalendarClock aria-hidden="true" /> Schedule
      </legend>
      <p className={styles.hint}>
        Times in {timeZone.replaceAll("_", " ")} (Site Settings). Set one and this {kind} goes live or offline
        by itself, at that time.
      </p>
      {(["publish", "unpublish"] as const).map((action) => (
        <ScheduleRow
          key={action}
          kind={kind}
          itemId={itemId}
          action={action}
          due={dueOf(action)}
          timeZone={timeZone}
        />
      ))}
    </fieldset>
  );
}

function ScheduleRow({
  kind,
  itemId,
  action,
  due,
  timeZone,
}: {
  kind: ScheduleKind;
  itemId: string;
  action: ScheduleAction;
  due: string | undefined;
  timeZone: string;
}) {
  const id = useId();
  const [local, setLocal] = useState("");
  const [error, setError] = useState("");
  const set = useSetSchedule();
  const labels = actionLabels[action];
  const send = (dueAt: string | null) => {
    // Said at once, as the server would say it.
    if (dueAt && Date.parse(dueAt) <= Date.now()) return setError(scheduleMessages.inThePast);
    setError("");
    set.mutate(
      { kind, itemId, action, dueAt },
      {
        onSuccess: () => {
          setLocal("");
          toast.success(
            dueAt ? `This ${kind} ${labels.done} on ${formatDue(dueAt, timeZone)}` : "Schedule cancelled",
          );
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : "Could not save the schedule."),
      },
    );
  };
  if (due)
    return (
      <div className={styles.row}>
        <span className={styles.label}>{labels.field}</span>
        <p className={styles.due}>
          <strong>
            {labels.set} {formatDue(due, timeZone)}
          </strong>
          <Button
            variant="ghost"
            size="small"
            disabled={set.isPending}
            aria-label={`Cancel: ${labels.set.toLowerCase()} ${formatDue(due, timeZone)}`}
            onClick={() => send(null)}
          >
            <X aria-hidden="true" /> Cancel
          </Button>
        </p>
      </div>
    );
  const instant = local ? zonedToInstant(local, timeZone) : undefined;
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={id}>
        {labels.field}
      </label>
      <div className={styles.controls}>
        <input
          id={id}
          type="datetime-local"
          className={fields.control}
          value={local}
          min={instantToZoned(new Date().toISOString(), timeZone)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setLocal(event.target.value)}
        />
        <Button
          variant="secondary"
          size="small"
          disabled={!instant || set.isPending}
          onClick={() => instant && send(instant)}
        >
          Schedule
        </Button>
      </div>
      {error ? (
        <span className={fields.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
