import type { SocialLinks } from "#shared/site-config/schema.ts";
import { change, type PlannedChange, type SiteNow } from "./import-plan-model.ts";
import type { JsonResume } from "./json-resume-format.ts";

/** The preview's item for `basics.image`: the service copies the picture when it is chosen. */
export const photoItemId = "about.photo";

/** The site's social links the file's profiles can fill, by the network names people write. */
export const networks: Record<string, keyof SocialLinks> = {
  github: "github",
  linkedin: "linkedin",
  instagram: "instagram",
  twitter: "twitter",
  x: "twitter",
};

export function contactChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
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

export function basicsChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
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
  return changes;
}
