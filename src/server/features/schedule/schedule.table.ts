/** The `scheduled_change` table: one row per item and action waiting for its time (decision 150). */
export interface ScheduledChangeTable {
  /** `<kind>:<item id>:<action>`: one change of each kind per item. */
  id: string;
  kind: string;
  item_id: string;
  action: string;
  /** The instant, ISO in UTC: text that sorts as time does. */
  due_at: string;
  set_by_name: string;
  set_at: string;
}
