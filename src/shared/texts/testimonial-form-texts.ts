import { entry, type TextEntry } from "./text-entry.ts";

/** The testimonial request page's texts (decision 157): rendered by the server alone, never in a page's data. */
export const testimonialFormTexts = {
  "testimonialForm.title": entry("testimonialForm", "Heading ({name}: your name)", "A few words for {name}"),
  "testimonialForm.intro": entry(
    "testimonialForm",
    "Greeting ({client}: the client's name, {name}: yours)",
    "Hi {client}, {name} would be glad to hear how working together went.",
  ),
  "testimonialForm.personalMessage": entry(
    "testimonialForm",
    "Label above your personal message ({name})",
    "A message from {name}",
  ),
  "testimonialForm.review": entry(
    "testimonialForm",
    "The promise that nothing is published unasked ({name})",
    "{name} will read your testimonial before anything is published. You may be asked to confirm changes.",
  ),
  "testimonialForm.name": entry("testimonialForm", "Field: name", "Your name"),
  "testimonialForm.role": entry("testimonialForm", "Field: role", "Your role"),
  "testimonialForm.company": entry("testimonialForm", "Field: company", "Company"),
  "testimonialForm.text": entry("testimonialForm", "Field: the testimonial", "Your testimonial"),
  "testimonialForm.textHint": entry(
    "testimonialForm",
    "Hint under the testimonial ({max})",
    "A few sentences, up to {max} characters.",
  ),
  "testimonialForm.rating": entry("testimonialForm", "Field: rating", "Your rating"),
  "testimonialForm.ratingOption": entry("testimonialForm", "A rating's label ({count})", "{count} out of 5"),
  "testimonialForm.photo": entry("testimonialForm", "Field: photo", "Your photo"),
  "testimonialForm.photoHint": entry(
    "testimonialForm",
    "Hint under the photo",
    "JPEG, PNG, WebP, AVIF or GIF, up to 10 MB. It is shown beside your words.",
  ),
  "testimonialForm.optional": entry("testimonialForm", "Mark of an optional field", "(optional)"),
  "testimonialForm.submit": entry("testimonialForm", "Send button", "Send testimonial"),
  "testimonialForm.errorSummary": entry(
    "testimonialForm",
    "Above a form sent back with mistakes",
    "Please check the fields marked below.",
  ),
  "testimonialForm.nameRequired": entry("testimonialForm", "Error: no name", "Please enter your name"),
  "testimonialForm.textRequired": entry(
    "testimonialForm",
    "Error: no testimonial",
    "Please write a few words",
  ),
  "testimonialForm.ratingRequired": entry("testimonialForm", "Error: no rating", "Please choose a rating"),
  "testimonialForm.tooLong": entry(
    "testimonialForm",
    "Error: too long ({max})",
    "Please keep this to {max} characters",
  ),
  "testimonialForm.photoType": entry(
    "testimonialForm",
    "Error: the photo is not an image",
    "The photo must be a JPEG, PNG, WebP, AVIF or GIF image",
  ),
  "testimonialForm.photoSize": entry(
    "testimonialForm",
    "Error: the photo is too large",
    "The photo must be at most 10 MB",
  ),
  "testimonialForm.photoAgain": entry(
    "testimonialForm",
    "Note when the form comes back after a photo was chosen",
    "Please choose your photo again.",
  ),
  "testimonialForm.tooMany": entry(
    "testimonialForm",
    "Too many sends from one address",
    "Too many testimonials from your address. Please try again in a few minutes.",
  ),
  "testimonialForm.thanksTitle": entry("testimonialForm", "Thank-you page: heading", "Thank you!"),
  "testimonialForm.thanksMessage": entry(
    "testimonialForm",
    "Thank-you page: message ({name})",
    "Your testimonial has arrived. {name} will review it before it appears on the site.",
  ),
  "testimonialForm.invalidTitle": entry("testimonialForm", "Unknown link: heading", "This link is not valid"),
  "testimonialForm.invalidMessage": entry(
    "testimonialForm",
    "Unknown link: message ({name})",
    "Please check that the whole link was copied, or ask {name} for a new one.",
  ),
  "testimonialForm.expiredTitle": entry("testimonialForm", "Expired link: heading", "This link has expired"),
  "testimonialForm.expiredMessage": entry(
    "testimonialForm",
    "Expired link: message ({name})",
    "Links for testimonials stay open for a while only. If you would still like to write one, ask {name} for a new link.",
  ),
  "testimonialForm.revokedTitle": entry(
    "testimonialForm",
    "Withdrawn link: heading",
    "This link is no longer open",
  ),
  "testimonialForm.revokedMessage": entry(
    "testimonialForm",
    "Withdrawn link: message ({name})",
    "{name} has closed this link. If you think this is a mistake, ask {name} for a new one.",
  ),
  "testimonialForm.usedTitle": entry(
    "testimonialForm",
    "Used link: heading",
    "Your testimonial has already arrived",
  ),
  "testimonialForm.usedMessage": entry(
    "testimonialForm",
    "Used link: message ({name})",
    "Thank you — this link has been used. If you would like to change what you wrote, ask {name} for a new link.",
  ),
  "testimonialForm.visitSite": entry("testimonialForm", "Link to the site", "Visit the site"),
} as const satisfies Record<string, TextEntry>;
