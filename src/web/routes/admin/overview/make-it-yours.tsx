import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Circle } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { onboardingEndpoints } from "#shared/onboarding/endpoints.ts";
import type { Onboarding, OnboardingStep } from "#shared/onboarding/schema.ts";
import { call } from "#web/lib/call.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { ConfirmDialog } from "#web/routes/admin/components/confirm-dialog.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { useSession } from "#web/routes/owner/session.ts";
import styles from "./make-it-yours.module.css";
import overview from "./overview.module.css";
import { onboardingQueryKey } from "./overview-api.ts";

/** Each step: what it asks, and where it is done (a tab, and a section or dialog of it). */
const steps: Record<OnboardingStep, { label: string; hint: string; params?: Record<string, string> }> = {
  name: {
    label: "Your name",
    hint: "Site Settings: your name, your title, the site's description",
    params: { tab: "site-config", section: "site" },
  },
  look: {
    label: "Your colours and language",
    hint: "Theme & Colors, and Language in Site Settings (set it before importing: dates are written in it)",
    params: { tab: "site-config", section: "theme" },
  },
  photo: { label: "Your photo", hint: "The About section's portrait", params: { tab: "content" } },
  projects: {
    label: "Your projects",
    hint: "Add them, or import them from GitHub",
    params: { tab: "projects" },
  },
  resume: {
    label: "Your experience",
    hint: "Import a résumé.json or your LinkedIn data, or write your roles",
    params: { tab: "resume" },
  },
  sample: { label: "No sample content left", hint: "Take the sample developer's words off your page" },
};

/**
 * "Make it yours" (issue 38, point 7; decision 151): on a site still showing sample content, the way to
 * the owner's own, each step read from the content itself, and the sample's removal in one action.
 * Gone once every step is done.
 */
export function MakeItYours() {
  const [, setSearchParams] = useSearchParams();
  const owner = useSession().user?.role === "owner";
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const onboarding = useQuery({
    queryKey: onboardingQueryKey,
    queryFn: ({ signal }) => call(onboardingEndpoints.get, {}, { signal }),
  });
  const clear = useMutation({
    mutationFn: () => call(onboardingEndpoints.clearSample, {}),
    onSuccess: (next: Onboarding) => {
      client.setQueryData(onboardingQueryKey, next);
      void client.invalidateQueries();
      setConfirming(false);
      toast.success("The sample content is off your page. History brings any of it back.");
    },
    onError: () => toast.error("The sample content could not be removed. Try again."),
  });
  const data = onboarding.data;
  if (!data) return null;
  const done = data.steps.filter((step) => step.done).length;
  if (done === data.steps.length) return null;
  const left = [
    ...data.sample.sections.map((section) =>
      section.rewritten
        ? `${section.name}: your name and role instead of the sample's`
        : section.whole
          ? `${section.name} (hidden)`
          : `${section.name}: ${section.fields.length} sample fields emptied`,
    ),
    ...(data.sample.contact ? ["the sample's e-mail, phone, location and social links"] : []),
    ...(data.sample.description ? ["the sample's site description"] : []),
  ];

  return (
    <section
      className={`${surfaces.card} ${overview.panel} ${styles.card}`}
      aria-labelledby="make-it-yours-title"
    >
      <div className={styles.head}>
        <h3 id="make-it-yours-title" className={overview.panelTitle}>
          Make it yours
        </h3>
        <p className={styles.count}>
          {done} of {data.steps.length} done
        </p>
      </div>
      <progress
        className={styles.progress}
        max={data.steps.length}
        value={done}
        aria-label="Make it yours: steps done"
      />
      <ol className={styles.steps}>
        {data.steps.map(({ id, done: stepDone }) => {
          const step = steps[id];
          const Icon = stepDone ? CheckCircle2 : Circle;
          return (
            <li key={id} className={styles.step} data-done={stepDone || undefined} data-step={id}>
              <Icon className={styles.icon} aria-hidden="true" />
              <span className={styles.text}>
                <span className={styles.label}>
                  {step.label}
                  <span className="visually-hidden">{stepDone ? " (done)" : " (to do)"}</span>
                </span>
                <span className={styles.hint}>{step.hint}</span>
              </span>
              {stepDone ? null : step.params ? (
                <Button size="small" variant="ghost" onClick={() => setSearchParams(step.params)}>
                  Open
                </Button>
              ) : owner ? (
                <Button size="small" variant="secondary" onClick={() => setConfirming(true)}>
                  Remove sample content
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={confirming}
        title="Remove the sample content?"
        message={`This takes off your page: ${left.join("; ")}. Every change is a version in History, so any of it can come back.`}
        confirmLabel="Remove sample content"
        busy={clear.isPending}
        onConfirm={() => clear.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
