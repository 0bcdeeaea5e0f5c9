import { MessageSquareQuote } from "lucide-react";
import { useSearchParams } from "react-router";
import { OverviewLine } from "#web/routes/admin/overview/overview-line.tsx";
import { usePendingTestimonials } from "./testimonial-requests-api.ts";

/** The search parameter that brings the Content tab's testimonial requests into view. */
export const testimonialRequestsFocus = { tab: "content", focus: "testimonial-requests" } as const;

/**
 * Overview's line about testimonials clients sent through a request link: shown only while some wait
 * for the owner's review, with a way to them.
 */
export function OverviewPendingTestimonials() {
  const pending = usePendingTestimonials();
  const [, setSearchParams] = useSearchParams();
  const waiting = pending.data?.length ?? 0;
  if (waiting === 0) return null;
  return (
    <OverviewLine
      icon={MessageSquareQuote}
      area="Testimonials"
      title={`${waiting} testimonial${waiting === 1 ? "" : "s"} waiting for review`}
      detail={`${waiting === 1 ? "A client sent it through your request link" : "Clients sent them through your request links"}. Nothing is published until you approve it.`}
      action="Review"
      onOpen={() => setSearchParams(testimonialRequestsFocus)}
      highlighted
      testId="overview-pending-testimonials"
    />
  );
}
