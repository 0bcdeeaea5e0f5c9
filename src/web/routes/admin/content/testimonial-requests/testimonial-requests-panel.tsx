import { MessageSquareQuote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { ContentSection } from "#shared/sections/schema.ts";
import { testimonialRequestLimits } from "#shared/testimonial-requests/rules.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { Card, LoadingState } from "#web/routes/admin/components/panel.tsx";
import { testimonialRequestsFocus } from "./overview-pending-testimonials.tsx";
import { RequestDialog } from "./request-dialog.tsx";
import { RequestList } from "./request-list.tsx";
import { SubmissionList } from "./submission-list.tsx";
import styles from "./testimonial-requests.module.css";
import { usePendingTestimonials, useTestimonialRequests } from "./testimonial-requests-api.ts";

/** The names of the entries of the Testimonials section the page shows (where an approval can go). */
function testimonialNames(sections: readonly ContentSection[]): string[] {
  const all = sections.filter((section) => section.type === "testimonials");
  const section = all.find((candidate) => candidate.status === "published") ?? all[0];
  const entries = (section?.content as { entries?: { name?: unknown }[] } | undefined)?.entries ?? [];
  return Array.isArray(entries)
    ? entries.map((entry) => (typeof entry?.name === "string" ? entry.name : ""))
    : [];
}

/**
 * Brings the panel into view once its list has loaded when the Overview's "Review" opened the tab, and
 * drops the parameter so a later visit to the tab starts at its top.
 */
function useFocusFromOverview(loaded: boolean) {
  const [params, setParams] = useSearchParams();
  const panel = useRef<HTMLElement>(null);
  const wanted = params.get("focus") === testimonialRequestsFocus.focus;
  useEffect(() => {
    if (!wanted || !loaded || !panel.current) return;
    panel.current.scrollIntoView({ block: "start" });
    setParams({ tab: testimonialRequestsFocus.tab }, { replace: true });
  }, [wanted, loaded, setParams]);
  return panel;
}

/**
 * Testimonial requests on the Content tab (decision 157): "Request a testimonial", what clients sent
 * waiting for review (Edit, Approve into the Testimonials section, Reject), and every link's state.
 */
export function TestimonialRequestsPanel({ sections }: { sections: readonly ContentSection[] }) {
  const requests = useTestimonialRequests();
  const pending = usePendingTestimonials();
  const [asking, setAsking] = useState(false);
  const waiting = pending.data?.length ?? 0;
  const focused = useFocusFromOverview(pending.isSuccess);
  return (
    <Card className={styles.panel}>
      <section aria-labelledby="testimonial-requests-title" className={styles.panel} ref={focused}>
        <div className={styles.head}>
          <div>
            <h3 id="testimonial-requests-title">Testimonial requests</h3>
            <p>
              Ask a client for a few words. What they send waits here for you; nothing is published until you
              approve it.
            </p>
          </div>
          <Button variant="primary" onClick={() => setAsking(true)}>
            <MessageSquareQuote /> Request a testimonial
          </Button>
        </div>
        <div>
          <h4 className={styles.subheading}>Waiting for review{waiting ? ` (${waiting})` : ""}</h4>
          {pending.isPending ? (
            <LoadingState label="Loading testimonials..." />
          ) : pending.isError ? (
            <p className={styles.empty}>Could not load the testimonials. {pending.error.message}</p>
          ) : (
            <SubmissionList submissions={pending.data} entries={testimonialNames(sections)} />
          )}
        </div>
        <div>
          <h4 className={styles.subheading}>Links</h4>
          <p className={styles.note}>
            A closed link leaves this list {testimonialRequestLimits.closedKeptDays} days after it closed.
          </p>
          {requests.isPending ? (
            <LoadingState label="Loading requests..." />
          ) : requests.isError ? (
            <p className={styles.empty}>Could not load the requests. {requests.error.message}</p>
          ) : (
            <RequestList requests={requests.data} />
          )}
        </div>
      </section>
      <RequestDialog open={asking} onClose={() => setAsking(false)} />
    </Card>
  );
}
