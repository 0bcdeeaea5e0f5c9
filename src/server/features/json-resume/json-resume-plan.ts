import { aboutChanges } from "./import-plan-about.ts";
import { experienceChanges, projectChanges, testimonialChanges } from "./import-plan-content.ts";
import type { ImportPlan, SiteNow } from "./import-plan-model.ts";
import { basicsChanges, contactChanges, networks } from "./import-plan-site.ts";
import type { JsonResume } from "./json-resume-format.ts";

export type { ImportDraft, ImportPlan, PlannedChange, SiteNow } from "./import-plan-model.ts";

/** What the file holds that the site has no place for yet. */
function leftOut(resume: JsonResume, now: SiteNow): string[] {
  const named: [unknown[] | undefined, string][] = [
    [resume.publications, "publications"],
    [resume.interests, "interests"],
  ];
  const left = named
    .filter(([list]) => list && list.length > 0)
    .map(([list, what]) => `${list?.length} ${what}`);
  if (!now.about && (resume.basics?.image || resume.basics?.summary))
    left.push("your summary and photo (the site has no published About section)");
  const others = (resume.basics?.profiles ?? []).filter(
    (profile) => !networks[(profile.network ?? "").trim().toLowerCase()],
  );
  if (others.length > 0)
    left.push(`profiles on ${others.map((profile) => profile.network || profile.url).join(", ")}`);
  const lists = [
    resume.work,
    resume.skills,
    resume.education,
    resume.certificates,
    resume.awards,
    resume.languages,
  ];
  if (!now.experience && lists.some((list) => list?.length))
    left.push(
      "roles, skills, education, certificates, awards and languages (the site has no published Experience section)",
    );
  return left;
}

/** The changes importing `resume` would make to the site as it is `now`, in the order the preview lists them. */
export function planImport(resume: JsonResume, now: SiteNow): ImportPlan {
  return {
    changes: [
      ...basicsChanges(resume, now),
      ...aboutChanges(resume, now),
      ...contactChanges(resume, now),
      ...experienceChanges(resume, now),
      ...projectChanges(resume, now),
      ...testimonialChanges(resume, now),
    ],
    leftOut: leftOut(resume, now),
  };
}
