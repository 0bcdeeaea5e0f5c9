/**
 * Every kind of HTML page Folio serves, declared once (decision 155): the browser entry its script is,
 * how that script starts, the styles and fonts it needs first. `renderPage` (`render-page.ts`) makes
 * every page from one of these; adding a kind of page is adding one here.
 */

/** The browser entries (vite.config.ts's inputs), by the name pages use. */
export const browserEntries = {
  /** The public page: React, hydrated. */
  public: "src/web/entry-client.tsx",
  /** A project's page: its menu, lightbox and back link, without React (decision 126). */
  project: "src/web/entry-project.ts",
  /** The static pages (the résumé, the 404 page): web fonts and the built-in analytics (decision 132). */
  static: "src/web/entry-static.ts",
  /** The owner area, which never loads the public page's code (nor the public page the owner area's). */
  owner: "src/web/entry-owner.tsx",
} as const;

/** The two latin brand fonts the public pages want first (the others come with the stylesheet). */
export const brandFonts = [
  "src/web/styles/fonts/syne-latin-wght-normal.woff2",
  "src/web/styles/fonts/inter-latin-wght-normal.woff2",
] as const;

const ownerRoot = "src/web/owner-root.tsx";
/** What the signed-in dashboard needs for its Overview, fetched with the page instead of one by one. */
const dashboardScreens = [
  ownerRoot,
  "src/web/routes/admin/admin-dashboard-page.tsx",
  "src/web/routes/admin/overview/overview-tab.tsx",
];

export interface PageKind {
  entry: keyof typeof browserEntries;
  /**
   * How the entry starts: `public-boot`, imported by the public boot script once the page is painted,
   * the brand fonts handed over under the intro a part at a time (decision 070, 127); `owner-boot`,
   * imported by the owner boot script once painted or at the visitor's first act (decision 118);
   * `module`, a module script of the page with its chunks preloaded.
   */
  start: "public-boot" | "owner-boot" | "module";
  /** In the page itself (its first paint waits for no stylesheet; decision 120), or linked. */
  styles: "inline" | "linked";
  /** The public site's stylesheets after the page's own (a page in the site's look). */
  siteStyles: boolean;
  /**
   * The brand fonts: preloaded, handed to the boot script (`public-boot`), or none: the owner area is set
   * in the metric-matched fallback faces (decision 118), so its first paint never waits for a web font.
   */
  fonts: "preload" | "boot" | "none";
  /** Screens (lazy chunks) whose styles the page needs at once; with `preloadScreens`, their scripts too. */
  screens?: string[];
  preloadScreens?: boolean;
}

export const pageKinds = {
  /** `/`: painted from the server's HTML, hydrated after the first paint. */
  home: { entry: "public", start: "public-boot", styles: "inline", siteStyles: true, fonts: "boot" },
  /** `/projects/:slug`: loaded as `/` is, with its own small entry. */
  project: { entry: "project", start: "public-boot", styles: "inline", siteStyles: true, fonts: "boot" },
  /** `/resume` and the 404 page: nothing hydrates; a small script for fonts and analytics. */
  static: { entry: "static", start: "module", styles: "linked", siteStyles: true, fonts: "preload" },
  /** The editors' live preview (framed by the admin): rendered in the browser from the embedded data. */
  livePreview: { entry: "public", start: "module", styles: "linked", siteStyles: true, fonts: "preload" },
  /** A sign-in, recovery or setup screen, painted from server HTML, hydrated at the first act. */
  ownerScreen: {
    entry: "owner",
    start: "owner-boot",
    styles: "inline",
    siteStyles: false,
    fonts: "none",
    screens: [ownerRoot],
  },
  /** The signed-in dashboard with its Overview painted by the server (decision 125). */
  paintedDashboard: {
    entry: "owner",
    start: "owner-boot",
    styles: "inline",
    siteStyles: false,
    fonts: "none",
    screens: dashboardScreens,
  },
  /** The dashboard on another tab: the shell, its Overview's scripts preloaded (one round trip, not a chain). */
  dashboard: {
    entry: "owner",
    start: "module",
    styles: "linked",
    siteStyles: false,
    fonts: "none",
    screens: dashboardScreens,
    preloadScreens: true,
  },
  /** The owner entry's shell (invitations, e-mail confirmation): rendered in the browser. */
  ownerShell: {
    entry: "owner",
    start: "module",
    styles: "linked",
    siteStyles: false,
    fonts: "none",
    screens: [ownerRoot],
  },
} satisfies Record<string, PageKind>;
export type PageKindName = keyof typeof pageKinds;
