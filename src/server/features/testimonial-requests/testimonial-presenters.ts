import { requestState } from "#shared/testimonial-requests/rules.ts";
import type { TestimonialRequest, TestimonialSubmission } from "#shared/testimonial-requests/schema.ts";
import type { RequestRow, SubmissionRow } from "./testimonial-requests.repository.ts";

/** A request as the owner sees it (never its token's hash), with where it stands at `now`. */
export function toRequest(row: RequestRow, now: Date): TestimonialRequest {
  const request = {
    id: row.id,
    clientName: row.client_name,
    message: row.message,
    expiresAt: row.expires_at,
    singleUse: Boolean(row.single_use),
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
    usedAt: row.used_at,
  };
  return { ...request, state: requestState(request, now) };
}

export const toSubmission = (row: SubmissionRow): TestimonialSubmission => ({
  id: row.id,
  requestId: row.request_id,
  clientName: row.client_name,
  name: row.name,
  role: row.role,
  company: row.company,
  text: row.text,
  rating: Number(row.rating),
  photo: row.photo,
  status: row.status,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});
