import { isInlinePhoto } from "./import-photo.ts";
import { change, type PlannedChange, type SiteNow } from "./import-plan-model.ts";
import type { JsonResume } from "./json-resume-format.ts";

/** The preview's item for `basics.image`: the service copies the picture when it is chosen. */
export const photoItemId = "about.photo";

/** The caption's role after its dash ("{name} — full-stack developer"), as the site title reads it. */
const captionRole = /^(\{name\}\s+[—–-]\s+).+$/;

/**
 * The About section in the file's words: its summary and photo, and the heading and caption where they
 * still carry the site's former name or role (a heading greeting as someone else is worse than none).
 */
export function aboutChanges(resume: JsonResume, now: SiteNow): PlannedChange[] {
  const about = now.about;
  if (!about) return [];
  const basics = resume.basics ?? {};
  const changes: PlannedChange[] = [];
  const formerName = now.config.site.author.trim();
  const name = basics.name?.trim();
  if (name && formerName && name !== formerName && about.title.includes(formerName)) {
    const title = about.title.replaceAll(formerName, name);
    changes.push(
      change("about.title", "About: heading", about.title, title, (draft) => {
        if (draft.about) draft.about = { ...draft.about, title };
      }),
    );
  }
  const label = basics.label?.trim();
  if (label && captionRole.test(about.caption)) {
    const caption = about.caption.replace(captionRole, `$1${label}`);
    changes.push(
      change("about.caption", "About: caption under the photo", about.caption, caption, (draft) => {
        if (draft.about) draft.about = { ...draft.about, caption };
      }),
    );
  }
  const summary = basics.summary?.trim();
  if (summary) {
    const before = [about.introduction, about.description].filter(Boolean).join(" ");
    changes.push(
      change("about.summary", "About: your summary", before, summary, (draft) => {
        if (draft.about) draft.about = { ...draft.about, introduction: "", description: summary };
      }),
    );
  }
  const photo = basics.image?.trim();
  if (photo) {
    // The address stands in the draft until the service copies the picture into the media library.
    const shown = isInlinePhoto(photo) ? "the picture in the file" : photo;
    changes.push(
      change(photoItemId, "Your photo", about.image, shown, (draft) => {
        if (draft.about) draft.about = { ...draft.about, image: photo, imageAlt: "", imageFocus: null };
      }),
    );
  }
  return changes;
}
