import { endpoint } from "#shared/api/endpoint.ts";
import {
  createdRequestSchema,
  requestCreateSchema,
  requestIdParamsSchema,
  requestListSchema,
  requestSendSchema,
  submissionApproveSchema,
  submissionEditSchema,
  submissionListSchema,
  testimonialRequestSchema,
  testimonialSubmissionSchema,
} from "./schema.ts";

/**
 * The owner's side of testimonial requests (decision 157): ask a client (a link shown once), the
 * requests with where each stands, revoke, e-mail the link; the submissions waiting for a decision,
 * edited, approved into the Testimonials section or rejected. The client's side is the server-rendered
 * page at `/testimonial/<token>`, not an API.
 */
export const testimonialRequestEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/api/testimonial-requests",
    body: requestCreateSchema,
    response: createdRequestSchema,
    status: 201,
  }),
  list: endpoint({ method: "GET", path: "/api/testimonial-requests", response: requestListSchema }),
  revoke: endpoint({
    method: "POST",
    path: "/api/testimonial-requests/:id/revoke",
    params: requestIdParamsSchema,
    response: testimonialRequestSchema,
  }),
  send: endpoint({
    method: "POST",
    path: "/api/testimonial-requests/:id/send",
    params: requestIdParamsSchema,
    body: requestSendSchema,
    response: testimonialRequestSchema,
  }),
  pending: endpoint({
    method: "GET",
    path: "/api/testimonial-submissions",
    response: submissionListSchema,
  }),
  edit: endpoint({
    method: "PATCH",
    path: "/api/testimonial-submissions/:id",
    params: requestIdParamsSchema,
    body: submissionEditSchema,
    response: testimonialSubmissionSchema,
  }),
  approve: endpoint({
    method: "POST",
    path: "/api/testimonial-submissions/:id/approve",
    params: requestIdParamsSchema,
    body: submissionApproveSchema,
    response: testimonialSubmissionSchema,
  }),
  reject: endpoint({
    method: "POST",
    path: "/api/testimonial-submissions/:id/reject",
    params: requestIdParamsSchema,
    response: testimonialSubmissionSchema,
  }),
};
