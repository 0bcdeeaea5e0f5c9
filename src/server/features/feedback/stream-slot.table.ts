/** One open live-update stream (migration 111): its client address and the end of its lease (ms). */
export interface StreamSlotTable {
  id: string;
  client: string;
  expires_at: number;
}
