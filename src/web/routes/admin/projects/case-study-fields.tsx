import { ExternalLink } from "lucide-react";
import { caseStudyLimits } from "#shared/projects/case-study.ts";
import { projectPagePath, slugify } from "#shared/projects/slug.ts";
import { TextArea, TextField } from "#web/routes/admin/components/index.ts";
import { MarkdownEditor } from "#web/routes/admin/components/markdown-editor.tsx";
import { GalleryEditor } from "./gallery-editor.tsx";
import { MediaUploadField } from "./media-upload-field.tsx";
import type { ProjectFieldErrors, ProjectFormValues } from "./project-form.ts";
import styles from "./projects.module.css";

interface CaseStudyFieldsProps {
  values: ProjectFormValues;
  errors: ProjectFieldErrors;
  set: <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => void;
  onBusyChange: (busy: boolean) => void;
  /** The saved project's current address, for "View page" (none before the first save). */
  savedSlug: string | null;
  /** Whether the saved project is published (else "View page" opens the owner's preview). */
  published: boolean;
}

/**
 * The project page's fields (decision 101): its address, the write-up (Markdown, with the server's
 * preview), the captioned gallery, the search and social texts with their previews, a custom card.
 */
export function CaseStudyFields({
  values,
  errors,
  set,
  onBusyChange,
  savedSlug,
  published,
}: CaseStudyFieldsProps) {
  const slug = values.slug.trim() || slugify(values.title) || "…";
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const searchTitle = values.seoTitle.trim() || values.title.trim() || "Project title";
  const searchText = values.seoDescription.trim() || values.description.trim().slice(0, 160);
  return (
    <>
      <div className={styles.wide}>
        <h3 className={styles.formSection}>Project page</h3>
      </div>
      <TextField
        label="Page address (slug)"
        name="slug"
        placeholder={slugify(values.title) || "made from the title"}
        hint={`${origin}${projectPagePath(slug)} — lower-case letters, digits and hyphens. A changed address leaves the old one redirecting here.`}
        maxLength={80}
        value={values.slug}
        error={errors.slug}
        onChange={(event) => set("slug", event.target.value)}
      />
      <div className={styles.viewPage}>
        {savedSlug ? (
          <a
            href={`${projectPagePath(savedSlug)}${published ? "" : "?preview=1"}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink aria-hidden="true" size={16} />
            {published ? "View page" : "Preview page (draft)"}
          </a>
        ) : (
          <span>The page exists once the project is saved.</span>
        )}
      </div>
      <div className={styles.wide}>
        <MarkdownEditor
          id="project-body"
          label="Write-up (Markdown)"
          value={values.body}
          onChange={(body) => set("body", body)}
          error={errors.body}
        />
      </div>
      <div className={styles.wide}>
        <GalleryEditor
          value={values.gallery}
          onChange={(gallery) => set("gallery", gallery)}
          onBusyChange={onBusyChange}
        />
        {errors.gallery ? <p className={styles.fieldError}>{errors.gallery}</p> : null}
      </div>
      <TextField
        label="Search headline (SEO)"
        name="seoTitle"
        hint="For search results and shared links; empty: the project's title."
        maxLength={caseStudyLimits.seoTitleMax}
        value={values.seoTitle}
        error={errors.seoTitle}
        onChange={(event) => set("seoTitle", event.target.value)}
      />
      <MediaUploadField
        kind="image"
        label="Custom social card (1200×630)"
        testName="social-card"
        value={values.socialCard}
        onChange={(url) => set("socialCard", url)}
        onBusyChange={onBusyChange}
      />
      <div className={styles.wide}>
        <TextArea
          label="Search summary (SEO)"
          name="seoDescription"
          rows={2}
          hint="Empty: the short description."
          maxLength={caseStudyLimits.seoDescriptionMax}
          value={values.seoDescription}
          error={errors.seoDescription}
          onChange={(event) => set("seoDescription", event.target.value)}
        />
      </div>
      <div className={`${styles.wide} ${styles.previews}`}>
        <figure className={styles.searchPreview} aria-label="Search result preview">
          <span
            className={styles.searchUrl}
          >{`${origin.replace(/^https?:\/\//, "")} › projects › ${slug}`}</span>
          <span className={styles.searchTitle}>{searchTitle}</span>
          <span className={styles.searchText}>{searchText || "The short description shows here."}</span>
        </figure>
        <figure className={styles.cardPreview} aria-label="Social card preview">
          {values.socialCard.trim() ? (
            <img src={values.socialCard.trim()} alt="The custom social card" width={1200} height={630} />
          ) : savedSlug && published ? (
            <img
              src={`/projects/${savedSlug}/card.png`}
              alt="The generated social card"
              width={1200}
              height={630}
            />
          ) : (
            <span>
              The generated card (title, category, your name, the cover) is made when the project is
              published.
            </span>
          )}
        </figure>
      </div>
    </>
  );
}
