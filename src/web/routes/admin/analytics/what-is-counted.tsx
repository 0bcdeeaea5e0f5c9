import { Check, X } from "lucide-react";
import { analyticsLimits } from "#shared/analytics/rules.ts";
import styles from "./what-is-counted.module.css";

/** The Analytics tab's plain words on what a figure is made of, and what never enters it (issue 28). */
export function WhatIsCounted() {
  return (
    <section className={styles.card} aria-labelledby="what-is-counted">
      <h3 id="what-is-counted" className={styles.title}>
        What is counted
      </h3>
      <div className={styles.columns}>
        <ul className={styles.list}>
          <li>
            <Check aria-hidden="true" />A page view, once per visitor and page every{" "}
            {analyticsLimits.viewWindowMinutes} minutes: reloading the page does not add to it.
          </li>
          <li>
            <Check aria-hidden="true" />A visitor, once per day.
          </li>
          <li>
            <Check aria-hidden="true" />
            Project cards, videos, links, sections, filters, résumé downloads and contact messages, as they
            happen.
          </li>
        </ul>
        <ul className={styles.list}>
          <li>
            <X aria-hidden="true" />
            Bots, headless browsers, and visitors who ask not to be tracked.
          </li>
          <li>
            <X aria-hidden="true" />
            More than one page view sent at once, or more than {analyticsLimits.ratePerMinute} sends a minute
            from one address. These limits hold across restarts.
          </li>
        </ul>
      </div>
    </section>
  );
}
