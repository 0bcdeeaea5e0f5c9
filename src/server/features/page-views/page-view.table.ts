/** Public page views per UTC day (bots and previews excluded). */
export interface PageViewDayTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
}
