import type { FastifyRequest } from "fastify";
import { carriesSessionCookie } from "#server/features/auth/auth-internals.ts";
import { webHeaders } from "#server/features/auth/web-request.ts";
import type { AnalyticsBatch } from "#shared/analytics/schema.ts";

/** The editors' live preview: a page the owner looks at, never a visit. */
export const previewPath = "/admin-preview";

/** Whether a page address (a path, or a full URL as in the Referer header) is one of the owner's previews. */
export function isPreviewAddress(address: string | undefined): boolean {
  if (!address) return false;
  try {
    const url = new URL(address, "http://folio.invalid");
    return (
      url.pathname === previewPath ||
      url.pathname.startsWith(`${previewPath}/`) ||
      url.searchParams.has("preview")
    );
  } catch {
    return false;
  }
}

/**
 * Whether a beacon comes from the owner's (or an editor's) own looking rather than a visitor: sent from
 * a preview (`/admin-preview`, `/?preview=1`: the page's address in the Referer header or the view's
 * path), or by a browser with a live session. Such beacons are not counted at all. Only a request that
 * carries a session cookie is asked about its session, so a visitor's beacon costs no lookup.
 */
export async function isOwnVisit(request: FastifyRequest, batch: AnalyticsBatch): Promise<boolean> {
  if (isPreviewAddress(request.headers.referer)) return true;
  if (batch.e.some((event) => event.n === "view" && isPreviewAddress(event.u))) return true;
  if (!carriesSessionCookie(request.headers.cookie)) return false;
  try {
    return (await (await request.server.auth()).api.getSession({ headers: webHeaders(request) })) !== null;
  } catch {
    return false;
  }
}
