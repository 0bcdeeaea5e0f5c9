import type { ImportAction, ImportItem } from "#shared/json-resume/schema.ts";
import type { ProjectCreateInput } from "#shared/projects/schema.ts";
import { defaultExperienceContent } from "#shared/sections/defaults.ts";
import type { AboutContent, ExperienceContent, TestimonialsContent } from "#shared/sections/schema.ts";
import type { SiteConfig, SocialLinks } from "#shared/site-config/schema.ts";
import { cutText } from "#shared/text/graphemes.ts";
import { type JsonResume, periodText, type WorkEntry } from "./json-resume-format.ts";

/** What the import writes, built up by the chosen items from what the site holds now. */
export interface ImportDraft {
  config: SiteConfig;
  about: AboutContent | null;
  experience: ExperienceContent | null;
  testimonials: TestimonialsContent | null;
  projects: ProjectCreateInput[];
}

/** One change: how the preview shows it, and what it does to the draft. */
export interface PlannedChange {
  item: ImportItem;
  apply: (draft: ImportDraft) => void;
}

export interface ImportPlan {
  changes: PlannedChange[];
  /** What the file holds that Folio has no place for yet: named in the preview, not imported. */
  leftOut: string[];
}

/** What the site holds now, read by the service. */
export interface SiteNow {
  config: SiteConfig;
  about: AboutContent | null;
  experience: ExperienceContent | null;
  testimonials: TestimonialsContent | null;
  /** The words of a role's period without an end ("Present", in the owner's texts). */
  present: string;
  /** The name of a skill group the file leaves unnamed (LinkedIn's one list): the résumé's "Skills". */
  skillsLabel: string;
  /** A category for projects whose file gives none: the Projects section's first one. */
  defaultCategory: string;
}

/** A value as the preview shows it: one line, without `*emphasis*` marks, cut at 90 characters. */
const short = (value: string) =>
  cutText(
    value
      .replace(/\*([^*]+)\*/g, "$1")
      .replace(/\s+/g, " ")
      .trim(),
    90,
  );

/** The site's social links the file's profiles can fill, by the network names people write. */
const networks: Record<string, keyof SocialLinks> = {
  github: "github",
  linkedin: "linkedin",
  instagram: "instagram",
  twitter: "twitter",
  x: "twitter",
};

function change(
  id: string,
  label: string,
  before: string,
  after: string,
  apply: PlannedChange["apply"],
  chosen?: boolean,
): PlannedChange {
  const action: ImportAction = before === after ? "same" : before ? "replace" : "add";
  return {
    item: {
      id,
      label,
      action,
      before: short(before),
      after: short(after),
      chosen: chosen ?? action !== "same",
    },
    apply,
  };
}

function contactChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
  const basics = resume.basics ?? {};
  const { contact } = now.config;
  const changes: PlannedChange[] = [];
  const location = basics.location;
  const place =
    location?.address?.trim() ||
    [location?.city, location?.region, location?.countryCode].filter((part) => part?.trim()).join(", ");
  const fields = [
    ["email", "E-mail", basics.email],
    ["phone", "Phone", basics.phone],
    ["location", "Location", place],
  ] as const;
  for (const [field, label, value] of fields)
    if (value?.trim())
      changes.push(
        change(`contact.${field}`, label, contact[field], value.trim(), (draft) => {
          draft.config.contact[field] = value.trim();
        }),
      );
  for (const [index, profile] of (basics.profiles ?? []).entries()) {
    const platform = networks[(profile.network ?? "").trim().toLowerCase()];
    if (!platform || !profile.url?.trim()) continue;
    const url = profile.url.trim();
    changes.push(
      change(`social.${index}`, `${profile.network} link`, contact.socialLinks[platform], url, (draft) => {
        draft.config.contact.socialLinks[platform] = url;
      }),
    );
  }
  return changes;
}

function basicsChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
  const basics = resume.basics ?? {};
  const { site } = now.config;
  const changes: PlannedChange[] = [];
  const name = basics.name?.trim();
  if (name)
    changes.push(
      change("site.author", "Your name", site.author, name, (draft) => {
        draft.config.site.author = name;
      }),
    );
  const label = basics.label?.trim();
  if (label) {
    // The résumé's headline and the tab title read the role after the dash.
    const title = `${name || site.author} — ${label}`;
    changes.push(
      change("site.title", "Site title", site.title, title, (draft) => {
        draft.config.site.title = title;
      }),
    );
  }
  const summary = basics.summary?.trim();
  if (summary && now.about) {
    const before = [now.about.introduction, now.about.description].filter(Boolean).join(" ");
    changes.push(
      change("about.summary", "About: your summary", before, summary, (draft) => {
        if (!draft.about) return;
        draft.about = { ...draft.about, introduction: "", description: summary };
      }),
    );
  }
  return changes;
}

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

type ExperienceList = "experiences" | "skills";
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
 * they are the sample's, the owner's own kept unless they tick it), then each of the file's added.
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
  for (const [index, entry] of added.entries())
    changes.push(
      change(`${words.id}.add.${index}`, words.label(entry), "", words.shown(entry), (draft) => {
        if (draft.experience)
          draft.experience = {
            ...draft.experience,
            [key]: [...(draft.experience[key] as ListEntry<K>[]), entry],
          };
      }),
    );
  return changes;
}

function experienceChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
  const current = now.experience;
  if (!current) return [];
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
  ];
}

/** A project's address as its link: the repository when it is on GitHub, else the live site. */
const linksOf = (url: string) => (/^https:\/\/github\.com\//i.test(url) ? { github: url } : { live: url });

function projectChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
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
function testimonialChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
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

/** What the file holds that the site has no place for yet. */
function leftOut(resume: JsonResume, now: SiteNow): string[] {
  const named: [unknown[] | undefined, string][] = [
    [resume.education, "education"],
    [resume.awards, "awards"],
    [resume.certificates, "certificates"],
    [resume.publications, "publications"],
    [resume.languages, "languages"],
    [resume.interests, "interests"],
  ];
  const left = named
    .filter(([list]) => list && list.length > 0)
    .map(([list, what]) => `${list?.length} ${what}`);
  if (resume.basics?.image) left.push("the photo (upload it in the About section)");
  const others = (resume.basics?.profiles ?? []).filter(
    (profile) => !networks[(profile.network ?? "").trim().toLowerCase()],
  );
  if (others.length > 0)
    left.push(`profiles on ${others.map((profile) => profile.network || profile.url).join(", ")}`);
  if (!now.experience && (resume.work?.length || resume.skills?.length))
    left.push("roles and skills (the site has no published Experience section)");
  return left;
}

/** The changes importing `resume` would make to the site as it is `now`, in the order the preview lists them. */
export function planImport(resume: JsonResume, now: SiteNow): ImportPlan {
  return {
    changes: [
      ...basicsChanges(resume, now),
      ...contactChanges(resume, now),
      ...experienceChanges(resume, now),
      ...projectChanges(resume, now),
      ...testimonialChanges(resume, now),
    ],
    leftOut: leftOut(resume, now),
  };
}
