import {
  type AnalyticsEventName,
  type AnalyticsPageKind,
  rollupMetrics as m,
} from "#shared/analytics/rules.ts";
import type { AnalyticsEvent } from "#shared/analytics/schema.ts";
import { resumeLinkSources } from "#shared/resume/rules.ts";
import { cutText } from "#shared/text/graphemes.ts";
import type { AnalyticsEventTable } from "./analytics.table.ts";
import type { ParsedAgent } from "./user-agent.ts";

/** Adds `count` to one daily figure (a metric, and a key such as a path or a host). */
export type Bump = (day: string, metric: string, key?: string, count?: number) => void;

/** What is known of the visitor who sent a beacon, the same for each of its events. */
export interface BeaconVisitor {
  day: string;
  at: string;
  visitor: string;
  agent: ParsedAgent;
  screen: string;
  country: string;
  /** The site's own host: a referrer on it is no source. */
  ownHost: string;
}

export const keyOf = (value: string | undefined | null) => cutText((value ?? "").trim(), 100);

function hostOf(referrer: string): string | undefined {
  try {
    return new URL(referrer).hostname.replace(/^www\./, "");
  } catch {
    return undefined;
  }
}

/** Where a visit came from: a host, or none (no referrer, or this site). */
function referrerHost(referrer: string | undefined, ownHost: string): string {
  const host = referrer ? hostOf(referrer) : undefined;
  return !host || host === ownHost ? "(direct)" : host;
}

/** Where a view of a page of its own came from: this site (a card, a list, a neighbour), none, or a host. */
function pageSource(referrer: string | undefined, ownHost: string): string {
  const host = referrer ? hostOf(referrer) : undefined;
  if (host === undefined) return "(direct)";
  return host === ownHost ? "(this site)" : host || "(direct)";
}

/** The daily metrics of each kind of page of its own: its views, and its views by source. */
const ownPageMetrics: Record<AnalyticsPageKind, { views: string; sources: string }> = {
  project: { views: m.projectPage, sources: m.projectPageSource },
  post: { views: m.postPage, sources: m.postPageSource },
};

/** A visitor's first counted visit of the day: where they came from and what they use. */
export function countVisitor(bump: Bump, firstView: AnalyticsEvent | undefined, who: BeaconVisitor): void {
  const { day, agent } = who;
  bump(day, m.visitors);
  bump(day, m.source, referrerHost(firstView?.r, who.ownHost));
  if (firstView?.us || firstView?.uc)
    bump(day, m.campaign, [firstView.us, firstView.um, firstView.uc].map(keyOf).filter(Boolean).join(" / "));
  bump(day, m.device, agent.device);
  bump(day, m.browser, agent.browser);
  bump(day, m.os, agent.os);
  bump(day, m.screen, who.screen);
  bump(day, m.country, who.country);
}

/** The daily figures one event adds to. */
export function countEvent(bump: Bump, event: AnalyticsEvent, { day, ownHost }: BeaconVisitor): void {
  const name: AnalyticsEventName = event.n;
  const project = keyOf(event.p);
  const target = keyOf(event.t);
  switch (name) {
    case "view":
      bump(day, m.views);
      bump(day, m.path, keyOf(event.u) || "/");
      // A page of its own (a project's, a post's) names whose it is: counted by id, whatever its slug.
      if (project) {
        const own = ownPageMetrics[event.k ?? "project"];
        bump(day, own.views, project);
        bump(day, own.sources, `${project}|${pageSource(event.r, ownHost)}`);
      }
      break;
    case "card_seen":
    case "project_open":
    case "video_play":
      bump(day, name, project);
      break;
    case "project_link":
      bump(day, m.projectLink, `${project}|${target}`);
      break;
    case "social_link":
    case "filter":
      bump(day, name, target);
      break;
    case "section":
      bump(day, m.section, keyOf(event.s));
      break;
    case "resume":
      bump(day, m.resume);
      bump(day, m.resumeSource, resumeLinkSources.find((source) => source === target) ?? "other");
      break;
  }
}

/** The raw event row kept 30 days. */
export function eventRow(id: string, event: AnalyticsEvent, who: BeaconVisitor): AnalyticsEventTable {
  return {
    id,
    day: who.day,
    at: who.at,
    visitor: who.visitor,
    name: event.n,
    // A post's view names its post in `p`: no project (its path is kept).
    project_id: event.k === "post" ? null : (event.p ?? null),
    section: event.s ?? null,
    target: event.t ?? null,
    path: event.u ?? null,
    referrer_host: event.n === "view" ? referrerHost(event.r, who.ownHost) : null,
    utm_source: event.us ?? null,
    utm_medium: event.um ?? null,
    utm_campaign: event.uc ?? null,
    device: who.agent.device,
    browser: who.agent.browser,
    os: who.agent.os,
    screen: who.screen,
    country: who.country,
  };
}
