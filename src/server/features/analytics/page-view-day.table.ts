/**
 * Public page views per UTC day as Folio counted them before its built-in analytics (decision 064):
 * no longer written, kept (and backed up) so an owner's old figures are not lost.
 */
export interface PageViewDayTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
}
