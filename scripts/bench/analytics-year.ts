// A year of built-in analytics as the daily rollups the service writes: about 200 figures a day for
// 10,000 visits (sources, devices, countries, projects…). Shared by bench:analytics and bench:growth.
import type { RollupIncrement } from "#server/features/analytics/analytics.repository.ts";
import { rollupMetrics as m } from "#shared/analytics/rules.ts";

export const visitsPerDay = 10_000;

/** About 200 figures a day: what 10,000 visits spread over sources, devices, countries, projects… */
export function dayRollups(day: string, seed: number): RollupIncrement[] {
  const figures = new Map<string, RollupIncrement>();
  const add = (metric: string, key: string, count: number) => {
    const known = figures.get(`${metric}|${key}`);
    if (known) known.count += count;
    else figures.set(`${metric}|${key}`, { day, metric, key, count });
  };
  const jitter = (n: number) => Math.max(1, Math.round(n * (0.8 + ((seed * 7919) % 400) / 1000)));
  const visitors = jitter(visitsPerDay);
  add(m.visitors, "", visitors);
  add(m.views, "", Math.round(visitors * 1.4));
  add(m.path, "/", Math.round(visitors * 1.35));
  for (let i = 0; i < 3; i++) add(m.path, `/missing-${i}`, jitter(40));
  for (let i = 0; i < 30; i++)
    add(m.source, i === 0 ? "(direct)" : `site-${i}.example`, jitter(visitors / (i + 2)));
  for (let i = 0; i < 10; i++) add(m.campaign, `newsletter / email / issue-${i}`, jitter(60));
  for (const [key, share] of [
    ["desktop", 0.55],
    ["mobile", 0.4],
    ["tablet", 0.05],
  ] as const)
    add(m.device, key, Math.round(visitors * share));
  for (const key of ["Chrome", "Safari", "Firefox", "Microsoft Edge", "Samsung Internet", "Opera"])
    add(m.browser, key, jitter(visitors / 6));
  for (const key of ["Windows", "macOS", "iOS", "Android", "Linux", "ChromeOS"])
    add(m.os, key, jitter(visitors / 6));
  for (const key of ["phone", "tablet", "laptop", "desktop"]) add(m.screen, key, jitter(visitors / 4));
  for (let i = 0; i < 60; i++)
    add(m.country, String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26)), jitter(visitors / (i + 3)));
  for (let p = 0; p < 12; p++) {
    const id = `project-${p}`;
    add(m.cardSeen, id, jitter(visitors * 0.6));
    add(m.projectOpen, id, jitter(visitors * 0.1));
    add(m.videoPlay, id, jitter(visitors * 0.2));
    for (const target of ["live", "github", "codepen"])
      add(m.projectLink, `${id}|${target}`, jitter(visitors * 0.02));
  }
  for (const key of ["linkedin", "github", "instagram", "twitter", "email"])
    add(m.socialLink, key, jitter(50));
  for (const key of ["home", "about", "unique", "projects", "testimonials", "experience", "contact"])
    add(m.section, key, jitter(visitors * 0.5));
  for (const key of ["React", "Node JS", "Design", "Mobile"]) add(m.filter, key, jitter(200));
  add(m.resume, "", jitter(150));
  add(m.contact, "", jitter(15));
  return [...figures.values()];
}
