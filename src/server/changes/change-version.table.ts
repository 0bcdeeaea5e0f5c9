/** The change bus's versions (migration 110): one row per versioned topic. */
export interface ChangeVersionTable {
  topic: string;
  version: number;
}
