/** Paths whose screens are client-rendered lazy chunks: the server answers them with the app shell. */
export const clientRenderedPaths = [
  "/login",
  "/forgot-password",
  "/reset-password",
  "/setup",
  "/invite",
  "/confirm-email",
  "/admin-dashboard",
] as const;

/**
 * The editors' live preview: the public page with the owner's unsaved draft, framed by the admin.
 * Server-rendered for the signed-in owner only (with the saved page data, drafts included); the one
 * page this site lets itself frame.
 */
export const livePreviewPath = "/admin-preview";
