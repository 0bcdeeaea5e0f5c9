import { z } from "zod";

/** Where the résumé visitors download comes from: made from the site's content, or a PDF the owner uploaded. */
export const resumeSources = ["generated", "uploaded"] as const;
export type ResumeSource = (typeof resumeSources)[number];

export const paperSizes = ["A4", "LETTER"] as const;
export type PaperSize = (typeof paperSizes)[number];

/** What visitors get right now: the generated résumé, the upload, or the sample file shipped with Folio. */
export const servedResumes = ["generated", "uploaded", "sample"] as const;
export type ServedResume = (typeof servedResumes)[number];

export const resumeSectionsSchema = z.object({
  summary: z.boolean(),
  experience: z.boolean(),
  /** Education, certificates and awards (an older stored choice has none: shown). */
  education: z.boolean().default(true),
  skills: z.boolean(),
  projects: z.boolean(),
  testimonials: z.boolean(),
});
export type ResumeSections = z.infer<typeof resumeSectionsSchema>;

/** The owner's résumé options, kept on the server. Every field has a default, so older stored options still read. */
export const resumeOptionsSchema = z.object({
  source: z.enum(resumeSources, { error: "Choose generated or uploaded" }).default("generated"),
  paperSize: z.enum(paperSizes, { error: "Paper size must be A4 or LETTER" }).default("A4"),
  /** The line under the name; empty: taken from the site title ("Name — Title"). */
  headline: z.string().trim().max(120, "The headline may be at most 120 characters").default(""),
  sections: resumeSectionsSchema.default({
    summary: true,
    experience: true,
    education: true,
    skills: true,
    projects: true,
    testimonials: false,
  }),
  /** The projects shown, in this order; empty: the first four of the gallery. */
  projectIds: z.array(z.string().max(64)).max(12, "Choose at most 12 projects").default([]),
  /** The published posts listed under Writing, in this order; empty: no Writing part (decision 160). */
  postIds: z.array(z.string().max(64)).max(12, "Choose at most 12 posts").default([]),
  /** A link to the web version (`/resume`) in the public page's menu. */
  showInMenu: z.boolean().default(false),
  /** The résumé in the JSON Resume format at `/resume.json`, for visitors' tools (decision 144). */
  publishJson: z.boolean().default(false),
});
export type ResumeOptions = z.infer<typeof resumeOptionsSchema>;
export const defaultResumeOptions: ResumeOptions = resumeOptionsSchema.parse({});

/** The uploaded PDF, when there is one. */
export const resumeUploadSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type ResumeUpload = z.infer<typeof resumeUploadSchema>;

/** `GET /api/admin/resume`: the options, the upload, and which file visitors get now (and why). */
export const resumeStateSchema = z.object({
  options: resumeOptionsSchema,
  upload: resumeUploadSchema.nullable(),
  served: z.enum(servedResumes),
  /** The projects the owner may pick from (active ones, gallery order). */
  projects: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The posts the owner may pick from (published ones, newest first). */
  posts: z.array(z.object({ id: z.string(), title: z.string() })).default([]),
  /** The settings' current version (decision 139): what a save sends back as `version`. */
  version: z.number().int().optional(),
  /** Characters of the generated résumé that none of the PDF's fonts can draw (each once). */
  undrawable: z.array(z.string()),
});
export type ResumeState = z.infer<typeof resumeStateSchema>;
