/** What keeps a history (issue 40): one kind per editor's saved thing. */
export const historyKinds = ["section", "project", "post", "site-config", "components", "resume"] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** The id of the things there is one of (the site configuration, the component list, the résumé). */
export const singleItemId = "main";

/**
 * How long versions are kept (decision 138): every version for 30 days, then the last of each day for a
 * year, and always the newest 50 of each item whatever their age.
 */
export const historyRetention = {
  everyVersionDays: 30,
  dailyVersionDays: 365,
  alwaysKeep: 50,
} as const;

export const historyMessages = {
  versionNotFound: (version: number) => `Version ${version} not found.`,
  restoredFrom: (version: number) => `Restored version ${version}`,
} as const;
