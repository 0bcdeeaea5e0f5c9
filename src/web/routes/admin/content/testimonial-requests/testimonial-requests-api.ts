import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { testimonialRequestEndpoints as api } from "#shared/testimonial-requests/endpoints.ts";
import type { RequestCreate, SubmissionEdit } from "#shared/testimonial-requests/schema.ts";
import { call } from "#web/lib/call.ts";
import { sectionsQueryKey } from "../content-api.ts";

export const testimonialRequestKeys = {
  requests: ["/api/testimonial-requests"] as const,
  pending: ["/api/testimonial-submissions"] as const,
};

export function useTestimonialRequests() {
  return useQuery({
    queryKey: testimonialRequestKeys.requests,
    queryFn: async ({ signal }) => (await call(api.list, {}, { signal })).items,
  });
}

export function usePendingTestimonials() {
  return useQuery({
    queryKey: testimonialRequestKeys.pending,
    queryFn: async ({ signal }) => (await call(api.pending, {}, { signal })).items,
  });
}

/** After a write: the requests and the pending list again (and the sections, which an approval changes). */
function useRefresh() {
  const client = useQueryClient();
  return async (sections = false) => {
    await Promise.all([
      client.invalidateQueries({ queryKey: testimonialRequestKeys.requests }),
      client.invalidateQueries({ queryKey: testimonialRequestKeys.pending }),
      sections ? client.invalidateQueries({ queryKey: sectionsQueryKey }) : undefined,
    ]);
  };
}

export function useCreateRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RequestCreate) => call(api.create, { body }),
    onSuccess: () => refresh(),
  });
}

export function useRevokeRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(api.revoke, { params: { id } }),
    onSuccess: () => refresh(),
  });
}

export function useSendRequest() {
  return useMutation({
    mutationFn: ({ id, email, link }: { id: string; email: string; link: string }) =>
      call(api.send, { params: { id }, body: { email, link } }),
  });
}

export function useEditSubmission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: SubmissionEdit }) =>
      call(api.edit, { params: { id }, body: edit }),
    onSuccess: () => refresh(),
  });
}

export function useDecideSubmission() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      position,
    }: {
      id: string;
      decision: "approve" | "reject";
      position?: number;
    }) =>
      decision === "approve"
        ? call(api.approve, { params: { id }, body: { position } })
        : call(api.reject, { params: { id } }),
    onSuccess: (_answer, { decision }) => refresh(decision === "approve"),
  });
}
