/**
 * What the server knew when it rendered an owner-area screen (the sign-in, recovery and setup
 * screens), sent with the page so the browser hydrates the same markup, or the signed-in dashboard's
 * first answers: the owner query client's answers, as `[queryKey, data]` pairs, seeded before the
 * first render.
 */
export interface OwnerSeed {
  queries: [readonly unknown[], unknown][];
}

/** The id of the `<script type="application/json">` element that carries the seed. */
export const ownerSeedElementId = "owner-seed";

/** The owner-area screens painted from server HTML (the others arrive as an empty shell). */
export const serverRenderedOwnerPaths = ["/login", "/forgot-password", "/reset-password", "/setup"] as const;

/** The owner area's session query (`GET /api/auth/get-session`): a signed-out /login is seeded with null. */
export const sessionQueryKey = ["/api/auth/get-session"] as const;

/** The dashboard Overview's query (`GET /api/admin/overview`), seeded with the signed-in dashboard. */
export const overviewQueryKey = ["/api/admin/overview"] as const;

/** "Make it yours" on the Overview (`GET /api/onboarding`), seeded with the dashboard when the account may read it. */
export const onboardingQueryKey = ["/api/onboarding"] as const;

/** The unread-message counts (`GET /api/feedback/counts`), seeded with the dashboard when the account may read them. */
export const feedbackCountsQueryKey = ["/api/feedback", "counts"] as const;

/**
 * Marks the signed-in dashboard's server-painted HTML (decision 125), inert until the owner entry renders
 * the dashboard over it.
 */
export const paintedOverAttribute = "data-painted-over";
