import type { TestimonialSubmissionStatus } from "#shared/testimonial-requests/rules.ts";

/** The owner's request for a testimonial: a link for one client, kept as its token's SHA-256 alone. */
export interface TestimonialRequestTable {
  id: string;
  client_name: string;
  /** The owner's personal message shown on the client's page ("" for none). */
  message: string;
  /** SHA-256 of the 32-byte token, base64url; the token itself is shown once and never stored. */
  token_hash: string;
  expires_at: string;
  /** 1: the link closes after one submission; 0: open until it expires or is revoked. */
  single_use: number;
  created_at: string;
  revoked_at: string | null;
  /** When a testimonial was first sent through it. */
  used_at: string | null;
}

/** What a client sent through a request's link, waiting for the owner's decision. */
export interface TestimonialSubmissionTable {
  id: string;
  request_id: string;
  name: string;
  role: string;
  company: string;
  text: string;
  rating: number;
  /** The photo's address in the media library ("" for none). */
  photo: string;
  status: TestimonialSubmissionStatus;
  created_at: string;
  decided_at: string | null;
}
