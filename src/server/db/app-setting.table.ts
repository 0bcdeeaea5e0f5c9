/** Small server-wide key/value facts (for example the one-time setup token's hash). */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_at: string;
}
