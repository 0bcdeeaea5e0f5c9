/**
 * The interface texts a visitor sees or hears that are not the owner's content: labels, buttons,
 * messages, empty states, the 404 page, the loader, the menu (decision 072). Each has the
 * specification's words (or Folio's, where the specification has none) as its default; the owner's
 * own words, in any language, are kept in the site configuration's `texts` and win over these.
 * `{name}` marks a value filled in when the text is shown. Plain data, no validation library: the
 * server and the admin import it; the public page gets the merged texts in its page data.
 */

import { mailTexts } from "./mail-texts.ts";
import { privateProjectTexts } from "./private-project-texts.ts";
import { testimonialFormTexts } from "./testimonial-form-texts.ts";
import { entry, type TextEntry, type TextGroup } from "./text-entry.ts";
import { writingTexts } from "./writing-texts.ts";

export { type TextEntry, type TextGroup, textGroups } from "./text-entry.ts";

export const textCatalogue = {
  "page.skipLink": entry("page", "Skip link (first Tab on the page)", "Skip to content"),
  "page.loaderFirst": entry("page", "Loader, first line", "Developed"),
  "page.loaderSecond": entry("page", "Loader, second line (the year follows)", "Portfolio"),

  "menu.resume": entry("menu", "Header: résumé link", "Resume"),
  "menu.open": entry("menu", "Header: menu button", "Menu"),
  "menu.navigation": entry("menu", "Header navigation (screen readers)", "Primary"),
  "menu.dialog": entry("menu", "Menu (screen readers)", "Site menu"),
  "menu.menuButton": entry("menu", "Menu: MENU button", "MENU"),
  "menu.close": entry("menu", "Menu: CLOSE button", "CLOSE"),
  "menu.resumeDownload": entry("menu", "Menu: résumé link", "Download résumé (PDF)"),
  "menu.escapeHint": entry("menu", "Menu: keyboard hint", "Esc closes this menu"),
  "menu.home": entry("menu", "Menu link: home", "Home"),
  "menu.about": entry("menu", "Menu link: about", "About"),
  "menu.unique": entry("menu", "Menu link: what makes me different", "Unique"),
  "menu.projects": entry("menu", "Menu link: projects", "Projects"),
  "menu.testimonials": entry("menu", "Menu link: testimonials", "Testimonials"),
  "menu.writing": entry("menu", "Menu link: the latest posts", "Writing"),
  "menu.contact": entry("menu", "Menu link: contact", "Contact"),

  "hero.basedIn": entry("hero", "Where you are ({location})", "Based in {location}"),
  "hero.scroll": entry("hero", "Scroll hint", "Scroll"),

  "about.experience": entry("about", "Stat label: experience", "Experience"),
  "about.projects": entry("about", "Stat label: projects", "Projects"),
  "about.clients": entry("about", "Stat label: clients", "Happy clients"),
  "about.photoAlt": entry("about", "Photo description when none is set ({name})", "Portrait of {name}"),
  "about.signatureAlt": entry("about", "Signature description ({name})", "{name}'s signature"),

  "sections.explain": entry("sections", "Statement heading", "How I work"),
  "sections.slide": entry(
    "sections",
    "Sliding skills heading (*marked* words in the accent colour)",
    "The toolbox *I reach for*",
  ),
  "sections.slideHint": entry("sections", "Sliding skills hint", "Scroll →"),
  "sections.statsLabel": entry("sections", "Stats list (screen readers)", "In numbers"),

  "gallery.loading": entry("gallery", "While the projects load", "Loading projects..."),
  "gallery.filters": entry("gallery", "Category filter (screen readers)", "Filter projects by category"),
  "gallery.all": entry("gallery", "Filter: every category", "All"),
  "gallery.emptyTitle": entry("gallery", "Empty gallery: heading", "No projects found"),
  "gallery.emptyAll": entry("gallery", "Empty gallery", "No projects available at the moment."),
  "gallery.emptyCategory": entry(
    "gallery",
    "Empty category ({category})",
    'No projects found in "{category}" category.',
  ),
  "gallery.showAll": entry("gallery", "Empty category: button", "Show All Projects"),
  "gallery.unavailable": entry(
    "gallery",
    "Projects could not be read",
    "Unable to connect to database. Showing sample projects.",
  ),
  "gallery.pageFailed": entry(
    "gallery",
    "A page of projects failed",
    "These projects could not be loaded. Please try again.",
  ),
  "gallery.pages": entry("gallery", "Pagination (screen readers)", "Projects pages"),
  "gallery.previous": entry("gallery", "Pagination: previous", "Previous"),
  "gallery.next": entry("gallery", "Pagination: next", "Next"),
  "gallery.page": entry("gallery", "Pagination: page number ({number})", "Page {number}"),
  "gallery.technologies": entry("gallery", "Card: technologies (screen readers)", "Technologies"),
  "gallery.open": entry("gallery", "Card: open label", "View project →"),
  "gallery.openFull": entry(
    "gallery",
    "Card: open button (screen readers; {title})",
    "View details of {title}",
  ),

  "project.close": entry("project", "Close button (screen readers)", "Close project details"),
  "project.technologies": entry("project", "Technologies heading", "Technologies"),
  "project.features": entry("project", "Features heading", "Features"),
  "project.live": entry("project", "Live link", "Live Demo"),
  "project.source": entry("project", "Source link", "Source Code"),
  "project.codepen": entry("project", "CodePen link", "CodePen"),
  "project.statusCompleted": entry("project", "Status: Completed", "Completed"),
  "project.statusInProgress": entry("project", "Status: In Progress", "In Progress"),
  "project.statusOnHold": entry("project", "Status: On Hold", "On Hold"),
  "project.statusPlanned": entry("project", "Status: Planned", "Planned"),
  "project.openPage": entry("project", "Modal: link to the project's own page", "Open full page"),
  "project.back": entry("project", "Project page: link back to the gallery", "Back to projects"),
  "project.previous": entry("project", "Project page: previous project", "Previous project"),
  "project.next": entry("project", "Project page: next project", "Next project"),
  "project.neighbours": entry("project", "Project page: other projects (screen readers)", "More projects"),
  "project.links": entry("project", "Project page: links (screen readers)", "Project links"),
  "project.githubStars": entry(
    "project",
    "Project page: an imported repository's stars ({count})",
    "{count} stars on GitHub",
  ),
  "project.githubPushed": entry(
    "project",
    "Project page: an imported repository's last push ({date})",
    "Updated {date}",
  ),
  "project.gallery": entry("project", "Project page: gallery heading", "Gallery"),
  "project.video": entry("project", "Project page: video heading", "Video"),
  "project.openImage": entry("project", "Gallery: open an image (screen readers; {n})", "Enlarge image {n}"),
  "project.imageCount": entry("project", "Lightbox: position ({n}, {total})", "{n} / {total}"),
  "project.closeImage": entry("project", "Lightbox: close (screen readers)", "Close image"),
  "project.previousImage": entry("project", "Lightbox: previous image (screen readers)", "Previous image"),
  "project.nextImage": entry("project", "Lightbox: next image (screen readers)", "Next image"),
  "project.lightbox": entry("project", "Lightbox (screen readers)", "Image viewer"),
  "project.breadcrumb": entry("project", "Project page: breadcrumb (screen readers)", "Breadcrumb"),
  "project.previewNotice": entry(
    "project",
    "Project page: the signed-in owner's preview of a draft",
    "Preview: visitors cannot see this project yet",
  ),

  "testimonials.rating": entry(
    "testimonials",
    "Rating (screen readers; {rating})",
    "Rated {rating} out of 5",
  ),
  "testimonials.readMore": entry("testimonials", "Phone: show the whole quote", "Read more"),
  "testimonials.readLess": entry("testimonials", "Phone: shorten the quote again", "Show less"),

  "contact.email": entry("contact", "Link: e-mail", "Email"),
  "contact.location": entry("contact", "Link: location", "Location"),
  "contact.linkedin": entry("contact", "Link: LinkedIn", "LinkedIn"),
  "contact.github": entry("contact", "Link: GitHub", "GitHub"),
  "contact.instagram": entry("contact", "Link: Instagram", "Instagram"),
  "contact.twitter": entry("contact", "Link: X", "X (Twitter)"),

  "form.label": entry("form", "Form (screen readers)", "Feedback"),
  "form.name": entry("form", "Name label", "Name"),
  "form.namePlaceholder": entry("form", "Name placeholder", "Your name"),
  "form.phone": entry("form", "Phone label", "Phone"),
  "form.phonePlaceholder": entry("form", "Phone placeholder", "+1 555 010 0100"),
  "form.phoneHint": entry(
    "form",
    "Phone hint",
    "10 to 12 digits; spaces, dots, dashes, brackets and a leading + are fine",
  ),
  "form.email": entry("form", "Email label", "Email"),
  "form.emailPlaceholder": entry("form", "Email placeholder", "you@example.com"),
  "form.message": entry("form", "Message label", "Message"),
  "form.messagePlaceholder": entry("form", "Message placeholder", "Tell me about your idea"),
  "form.optional": entry("form", "Marks an optional field", "optional"),
  "form.trap": entry("form", "Hidden anti-spam field", "Leave this field empty"),
  "form.allRequired": entry(
    "form",
    "Note beside the button when no field is optional",
    "Every field is required.",
  ),
  "form.note": entry("form", "Note beside the button", "I usually answer within a day."),
  "form.sending": entry("form", "Button while sending", "Sending…"),
  "form.failure": entry("form", "Sending failed", "Failed to send feedback. Please check your email."),
  "form.nextStep": entry(
    "form",
    "After sending, under the success message ({email})",
    "A confirmation is on its way to {email}. I will answer you there, usually within a day.",
  ),
  "form.nextStepNoEmail": entry(
    "form",
    "After sending without an e-mail address",
    "I will get back to you soon, usually within a day.",
  ),
  "form.sendAnother": entry("form", "After sending: write again", "Send another message"),

  "formErrors.required": entry("formErrors", "A required field is empty ({field})", "{field} is required"),
  "formErrors.tooLong": entry(
    "formErrors",
    "A field is too long ({field}, {max})",
    "{field} must be at most {max} characters",
  ),
  "formErrors.oneLine": entry(
    "formErrors",
    "A line break where one line is expected ({field})",
    "{field} must be on one line",
  ),
  "formErrors.phoneShort": entry(
    "formErrors",
    "Too few digits ({min}, {count})",
    "Phone number needs at least {min} digits (it has {count})",
  ),
  "formErrors.phoneLong": entry(
    "formErrors",
    "Too many digits ({max}, {count})",
    "Phone number can have at most {max} digits (it has {count})",
  ),
  "formErrors.phoneCharacters": entry(
    "formErrors",
    "Other characters in the phone number",
    "Phone number may contain only digits, spaces, dots, dashes, brackets and a leading +",
  ),
  "formErrors.email": entry("formErrors", "Not an e-mail address", "Email must be a valid email address"),

  "footer.navigation": entry("footer", "Footer links (screen readers)", "Footer"),
  "footer.social": entry("footer", "Social links (screen readers)", "Social links"),

  "notFound.code": entry("notFound", "404 page: code", "404"),
  "notFound.title": entry("notFound", "404 page: heading", "Page Not Found"),
  "notFound.message": entry(
    "notFound",
    "404 page: message",
    "Sorry, the page you are looking for does not exist or has been moved.",
  ),
  "notFound.action": entry("notFound", "404 page: button", "Go Home"),
  "notFound.errorTitle": entry("notFound", "Error page: heading", "Something went wrong"),
  "notFound.errorMessage": entry(
    "notFound",
    "Error page: message",
    "Something went wrong on our side. Please try again.",
  ),
  "notFound.errorAction": entry("notFound", "Error page: link", "Try again"),

  "resume.documentTitle": entry("resume", "Title of the PDF and the page ({name})", "{name} — Résumé"),
  "resume.subject": entry("resume", "PDF subject ({name})", "Résumé of {name}"),
  "resume.pageDescription": entry(
    "resume",
    "Web page: description for search and sharing ({name})",
    "The résumé of {name}: experience, skills and selected projects.",
  ),
  "resume.summary": entry("resume", "Heading: summary", "Profile"),
  "resume.experience": entry("resume", "Heading: experience", "Experience"),
  "resume.skills": entry("resume", "Heading: skills", "Skills"),
  "resume.education": entry("resume", "Heading: education", "Education"),
  "resume.certificates": entry("resume", "Heading: certificates", "Certificates"),
  "resume.awards": entry("resume", "Heading: awards", "Awards"),
  "resume.languages": entry("resume", "Skills row: the languages the owner speaks", "Languages"),
  "resume.projects": entry("resume", "Heading: projects", "Projects"),
  "resume.testimonials": entry("resume", "Heading: testimonials", "Testimonials"),
  "resume.writing": entry("resume", "Heading: the posts chosen for the résumé", "Writing"),
  "resume.contact": entry("resume", "Contact details (screen readers)", "Contact"),
  "resume.website": entry("resume", "Link label: the site", "Website"),
  "resume.email": entry("resume", "Link label: e-mail", "E-mail"),
  "resume.phone": entry("resume", "Label: phone", "Phone"),
  "resume.viewProject": entry("resume", "Link label: a project", "View project"),
  "resume.present": entry("resume", "A role's period without an end (from an imported résumé)", "Present"),
  "resume.download": entry("resume", "Web page: download button", "Download PDF"),
  "resume.backHome": entry("resume", "Web page: link back to the site", "Back to the site"),
  "resume.menuLink": entry("resume", "Menu link to the résumé page", "Résumé"),
  ...writingTexts,
  ...testimonialFormTexts,
  ...privateProjectTexts,
  ...mailTexts,
} as const satisfies Record<string, TextEntry>;

export type TextKey = keyof typeof textCatalogue;
/** Every interface text, resolved: the owner's where set, else the default. */
export type Texts = Record<TextKey, string>;

/** The texts of the mails to visitors: the server's alone, never in a page's data. */
export type MailTextKey = Extract<TextKey, `mail.${string}`>;
/** The testimonial request page's texts: rendered by the server alone, never in a page's data. */
export type TestimonialFormTextKey = Extract<TextKey, `testimonialForm.${string}`>;
/** The groups whose texts only the server uses. */
export const serverTextGroups: readonly TextGroup[] = ["mail", "testimonialForm", "privateProject"];
/** A protected project's password page's texts: the server's alone. */
export type PrivateProjectTextKey = Extract<TextKey, `privateProject.${string}`>;
/** The texts a page shows: every text but the mails' and the server-rendered pages'. */
export type PageTextKey = Exclude<TextKey, MailTextKey | TestimonialFormTextKey | PrivateProjectTextKey>;
export type PageTextMap = Record<PageTextKey, string>;

/** The texts a public page is rendered with, and the site language that goes with them. */
export interface PageTexts {
  texts: PageTextMap;
  /** `site.language`: `<html lang>` and how numbers are written. */
  language: string;
}

export const textKeys = Object.keys(textCatalogue) as TextKey[];

export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(textCatalogue, key);
}
