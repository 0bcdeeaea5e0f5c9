import type { ProjectCreateInput } from "#shared/projects/schema.ts";
import { defaultExperienceContent } from "#shared/sections/defaults.ts";
import type { ExperienceContent } from "#shared/sections/schema.ts";
import { cutText } from "#shared/text/graphemes.ts";
import { change, type PlannedChange, type SiteNow, short } from "./import-plan-model.ts";
import { dateText, type JsonResume, periodText, type WorkEntry } from "./json-resume-format.ts";

function roleOf(entry: WorkEntry & { organization?: string }, now: SiteNow) {
  return {
    position: entry.position?.trim() ?? "",
    company: (entry.name ?? entry.organization ?? "").trim(),
    duration: periodText(entry, now.config.site.language, now.present),
    description: entry.summary?.trim() ?? "",
    technologies: [],
    achievements: (entry.highlights ?? []).map((highlight) => highlight.trim()).filter(Boolean),
  };
}

/** The sample's entries, removed by default; the owner's own, kept by default. */
const isSample = <T>(current: T[], sample: T[]) => JSON.stringify(current) === JSON.stringify(sample);

type ExperienceList = "experiences" | "skills" | "education" | "certificates" | "awards" | "languages";
type ListEntry<K extends ExperienceList> = ExperienceContent[K][number];

/** How one of the Experience section's lists is named in the preview. */
interface ListWords<K extends ExperienceList> {
  id: string;
  removal: (count: number) => string;
  /** An entry there now, in the removal's "before". */
  name: (entry: ListEntry<K>) => string;
  label: (entry: ListEntry<K>) => string;
  shown: (entry: ListEntry<K>) => string;
}

/**
 * The changes of one of the Experience section's lists: the entries there now removed (ticked when
 * they are the sample's, the owner's own kept unless they tick it), then each of the file's added (one
 * already there word for word is offered unticked).
 */
function listChanges<K extends ExperienceList>(
  current: ExperienceContent,
  key: K,
  added: ListEntry<K>[],
  words: ListWords<K>,
): PlannedChange[] {
  const there = current[key] as ListEntry<K>[];
  const changes: PlannedChange[] = [];
  if (added.length > 0 && there.length > 0)
    changes.push({
      item: {
        id: `${words.id}.remove`,
        label: words.removal(there.length),
        action: "remove",
        before: short(there.map(words.name).join(", ")),
        after: "",
        chosen: isSample(there, defaultExperienceContent[key] as ListEntry<K>[]),
      },
      apply: (draft) => {
        if (draft.experience) draft.experience = { ...draft.experience, [key]: [] };
      },
    });
  const present = new Set(there.map((entry) => JSON.stringify(entry)));
  for (const [index, entry] of added.entries())
    changes.push(
      // One there already, word for word (the same file imported again): "Already there", not ticked.
      change(
        `${words.id}.add.${index}`,
        words.label(entry),
        present.has(JSON.stringify(entry)) ? words.shown(entry) : "",
        words.shown(entry),
        (draft) => {
          if (draft.experience)
            draft.experience = {
              ...draft.experience,
              [key]: [...(draft.experience[key] as ListEntry<K>[]), entry],
            };
        },
      ),
    );
  return changes;
}

const trimmed = (value: string | undefined) => value?.trim() ?? "";

/** The file's schools, certificates, awards and languages as the Experience section keeps them. */
function educationLists(resume: JsonResume, now: SiteNow) {
  const language = now.config.site.language;
  const when = (item: { date?: string; "x-folio-date"?: string }) =>
    trimmed(item["x-folio-date"]) || (item.date?.trim() ? dateText(item.date.trim(), language) : "");
  return {
    education: (resume.education ?? [])
      .map((school) => ({
        // "Bacharelado" in "Ciência da Computação": the kind of degree, then its field.
        degree: [school.studyType, school.area].map(trimmed).filter(Boolean).join(", "),
        institution: trimmed(school.institution),
        period: periodText(school, language, now.present),
      }))
      .filter((school) => school.degree || school.institution),
    certificates: (resume.certificates ?? [])
      .map((item) => ({ title: trimmed(item.name), issuer: trimmed(item.issuer), date: when(item) }))
      .filter((item) => item.title),
    awards: (resume.awards ?? [])
      .map((item) => ({ title: trimmed(item.title), issuer: trimmed(item.awarder), date: when(item) }))
      .filter((item) => item.title),
    languages: (resume.languages ?? [])
      .map((item) => ({ language: trimmed(item.language), fluency: trimmed(item.fluency) }))
      .filter((item) => item.language),
  };
}

export function experienceChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
  const current = now.experience;
  if (!current) return [];
  const { education, certificates, awards, languages } = educationLists(resume, now);
  const credential = (item: { title: string; issuer: string; date: string }) =>
    [item.title, item.issuer, item.date].filter(Boolean).join(", ");
  const roles = [...(resume.work ?? []), ...(resume.volunteer ?? [])].map((entry) => roleOf(entry, now));
  const groups = (resume.skills ?? [])
    .map((skill) => ({
      category: skill.name?.trim() || now.skillsLabel,
      items: (skill.keywords ?? []).map((word) => word.trim()).filter(Boolean),
    }))
    .filter((group) => group.items.length > 0);
  return [
    ...listChanges(current, "experiences", roles, {
      id: "experience",
      removal: (count) => `Experience: remove the ${count} roles there now`,
      name: (role) => role.position,
      label: () => "Experience: a role",
      shown: (role) => [role.position, role.company].filter(Boolean).join(", "),
    }),
    ...listChanges(current, "skills", groups, {
      id: "skills",
      removal: (count) => `Skills: remove the ${count} groups there now`,
      name: (group) => group.category,
      label: (group) => `Skill group “${group.category}”`,
      shown: (group) => group.items.join(", "),
    }),
    ...listChanges(current, "education", education, {
      id: "education",
      removal: (count) => `Education: remove the ${count} schools there now`,
      name: (school) => school.institution || school.degree,
      label: () => "Education: a school",
      shown: (school) => [school.degree, school.institution, school.period].filter(Boolean).join(", "),
    }),
    ...listChanges(current, "certificates", certificates, {
      id: "certificates",
      removal: (count) => `Certificates: remove the ${count} there now`,
      name: (item) => item.title,
      label: () => "A certificate",
      shown: credential,
    }),
    ...listChanges(current, "awards", awards, {
      id: "awards",
      removal: (count) => `Awards: remove the ${count} there now`,
      name: (item) => item.title,
      label: () => "An award",
      shown: credential,
    }),
    ...listChanges(current, "languages", languages, {
      id: "languages",
      removal: (count) => `Languages: remove the ${count} there now`,
      name: (item) => item.language,
      label: () => "A language",
      shown: (item) => [item.language, item.fluency].filter(Boolean).join(", "),
    }),
  ];
}

/** A project's address as its link: the repository when it is on GitHub, else the live site. */
const linksOf = (url: string) => (/^https:\/\/github\.com\//i.test(url) ? { github: url } : { live: url });

export function projectChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
  return (resume.projects ?? [])
    .filter((project) => project.name?.trim())
    .map((project, index) => {
      const input: ProjectCreateInput = {
        title: cutText(project.name?.trim() ?? "", 200),
        description: cutText(
          (project.description?.trim() || project.highlights?.join(" ") || project.name?.trim()) ?? "",
          5000,
        ),
        category: cutText(project.type?.trim() || project.entity?.trim() || now.defaultCategory, 100),
        technologies: (project.keywords ?? [])
          .map((word) => word.trim())
          .filter(Boolean)
          .slice(0, 20),
        features: (project.highlights ?? [])
          .map((highlight) => highlight.trim())
          .filter(Boolean)
          .slice(0, 20),
        ...(project.url?.trim() ? { links: linksOf(project.url.trim()) } : {}),
        isActive: true,
      };
      return change(`project.${index}`, "A new project", "", input.title, (draft) => {
        draft.projects.push(input);
      });
    });
}

/**
 * Each reference (a LinkedIn recommendation) as a testimonial, not ticked: nothing is published in
 * someone else's words unless the owner chooses it. "Name, Role" (as Folio's export writes it) is split.
 */
export function testimonialChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
  if (!now.testimonials) return [];
  return (resume.references ?? [])
    .filter((reference) => reference.reference?.trim())
    .map((reference, index) => {
      const [name = "", ...role] = (reference.name ?? "").split(", ");
      const entry = {
        id: `imported-${index}-${Date.now().toString(36)}`,
        name: name.trim(),
        position: role.join(", ").trim(),
        company: "",
        content: reference.reference?.trim() ?? "",
        rating: 0,
        image: "",
      };
      return change(
        `testimonial.${index}`,
        `Testimonial: ${entry.name || "someone"}`,
        "",
        entry.content,
        (draft) => {
          if (draft.testimonials)
            draft.testimonials = { ...draft.testimonials, entries: [...draft.testimonials.entries, entry] };
        },
        false,
      );
    });
}
