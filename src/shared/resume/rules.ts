/**
 * The résumé (decisions 097-099): where visitors get it, what an upload may be, and where a project on
 * it links. Plain data, no validation library: the public page, the server and the admin share it.
 */
import { cutText } from "#shared/text/graphemes.ts";

/** The download every Resume link points at (header, menu, the web version). */
export const resumePdfPath = "/resume.pdf";
/** The web version of the same résumé. */
export const resumePagePath = "/resume";
/** The résumé as a JSON Resume, when the owner publishes it (decision 144). */
export const resumeJsonPath = "/resume.json";
/** The admin's live preview of the generated résumé (the web version with unsaved options), framed by the admin. */
export const resumePreviewPath = "/admin-resume-preview";

/** Where each Resume link sits: the analytics split the downloads by it. */
export const resumeLinkSources = ["header", "menu", "page"] as const;
export type ResumeLinkSource = (typeof resumeLinkSources)[number];

export const resumeUploadMaxBytes = 10 * 1024 * 1024;

export const resumeMessages = {
  notPdf: "The résumé must be a PDF file",
  tooLarge: "The résumé PDF must be at most 10 MB",
  notMultipart: "Send the file as multipart/form-data",
  noFile: "Choose a PDF file to upload",
  noUpload: "There is no uploaded résumé to remove",
  uploadFirst: "Upload a PDF before choosing it as the résumé",
  unknownProject: "Choose projects from the site's active projects",
  unknownPost: "Choose posts from the site's published posts",
} as const;

/** The first bytes of every PDF file (`%PDF-`), within its first kilobyte as readers allow. */
export function looksLikePdf(head: Uint8Array): boolean {
  const text = String.fromCharCode(...head.subarray(0, 1024));
  return text.includes("%PDF-");
}

/**
 * Where a project on the résumé links: its own page (`/projects/:slug`, decision 101); a sample
 * project, which has no page, links to the gallery on the home page.
 */
export function resumeProjectPath(project: { id: string; slug?: string }): string {
  return project.slug ? `/projects/${project.slug}` : "/#projects";
}

/** `Ada Lovelace-Byron` → `Ada-Lovelace-Byron-Resume.pdf`: letters and digits of any script, dashes between words. */
export function resumeFileName(name: string): string {
  const words = name
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return `${words.length > 0 ? cutText(words.join("-"), 80) : "Resume"}${words.length > 0 ? "-Resume" : ""}.pdf`;
}
