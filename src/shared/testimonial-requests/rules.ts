/**
 * Testimonial requests' limits and addresses as plain constants (no zod): the owner's screens, the
 * client's page and the server share them (decision 157).
 */
export const testimonialRequestLimits = {
  clientNameMax: 100,
  messageMax: 1000,
  /** How long a link stays open, in days: the owner picks one of these, 14 by default. */
  expiryDays: [3, 7, 14, 30, 90],
  defaultExpiryDays: 14,
  maxExpiryDays: 365,
  /** How long a closed link (revoked, expired, or used once) stays in the owner's list, in days. */
  closedKeptDays: 90,
  nameMax: 100,
  roleMax: 100,
  companyMax: 100,
  textMax: 2000,
  ratingMax: 5,
} as const;

/** The client's page. The token is 32 random bytes in base64url: 43 characters. */
export const testimonialPagePrefix = "/testimonial/";
export const testimonialPagePath = (token: string) => `${testimonialPagePrefix}${token}`;
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Where a request stands, derived from its dates: revoked wins, then used (single use), then expired. */
export const testimonialRequestStates = ["open", "used", "expired", "revoked"] as const;
export type TestimonialRequestState = (typeof testimonialRequestStates)[number];

export const testimonialSubmissionStatuses = ["pending", "approved", "rejected"] as const;
export type TestimonialSubmissionStatus = (typeof testimonialSubmissionStatuses)[number];

/** The client's form's fields, as the page names its inputs. */
export const testimonialFormFields = ["name", "role", "company", "text", "rating", "photo"] as const;
export type TestimonialFormField = (typeof testimonialFormFields)[number];

/** The hidden field carrying when the form was served (signed), for the fill-time check without script. */
export const startedField = "started";

export function requestState(
  request: { expiresAt: string; singleUse: boolean; revokedAt: string | null; usedAt: string | null },
  now: Date,
): TestimonialRequestState {
  if (request.revokedAt) return "revoked";
  if (request.singleUse && request.usedAt) return "used";
  if (Date.parse(request.expiresAt) <= now.getTime()) return "expired";
  return "open";
}
