/** A scheduled job's last completed period (migration 112). */
export interface JobRunTable {
  job: string;
  period: string;
  finished_at: string;
}
