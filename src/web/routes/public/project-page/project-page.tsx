import type { PageData } from "#shared/page/page-data.ts";
import {
  type ProjectGithubFacts,
  type ProjectPageData,
  writeUpElementId,
} from "#shared/projects/project-page.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import { ArrowUpRight, ChevronLeft, ChevronRight, Star } from "#web/components/public/icons.tsx";
import { ProjectImage, ProjectImagePlaceholder } from "../projects/project-image.tsx";
import { shownLinks, statusLabels } from "../projects/project-labels.ts";
import { SiteFrame } from "../site-frame.tsx";
import { useTexts } from "../texts.ts";
import { ProjectGallery } from "./project-gallery.tsx";
import styles from "./project-page.module.css";
import "#web/components/markdown/markdown-body.css";
import { shownDuration } from "#shared/projects/rules.ts";
import { ProjectFacts } from "../projects/project-facts.tsx";

/**
 * A project's own page (`/projects/:slug`): the site's header, menu and footer around its case study.
 * Rendered on the server only: the browser does not hydrate it; a small script
 * (`project-page-behaviour.ts`) gives its menu, lightbox and links what they do (decision 126).
 */
export function ProjectPage({ data, page }: { data: PageData; page: ProjectPageData }) {
  return (
    <SiteFrame data={data} mainClassName={styles.main}>
      <CaseStudy page={page} />
    </SiteFrame>
  );
}

/** An imported project's repository: its stars and last push, in the site's language, linked to it. */
function GithubFacts({ facts }: { facts: ProjectGithubFacts }) {
  const { t, language } = useTexts();
  const count = new Intl.NumberFormat(language).format(facts.stars);
  const pushed = facts.pushedAt ? new Date(facts.pushedAt) : null;
  return (
    <p className={styles.github}>
      <a
        href={facts.url}
        target="_blank"
        rel="noopener noreferrer"
        data-track="project_link"
        data-track-target="github"
      >
        <Star size={15} aria-hidden="true" fill="currentColor" />
        {t("project.githubStars", { count })}
      </a>
      {pushed ? (
        <time dateTime={facts.pushedAt ?? undefined}>
          {t("project.githubPushed", {
            date: new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(pushed),
          })}
        </time>
      ) : null}
    </p>
  );
}

function CaseStudy({ page }: { page: ProjectPageData }) {
  const { t } = useTexts();
  const { project, previous, next } = page;
  const status = statusLabels[project.status];
  const projectLinks = shownLinks(project);
  return (
    <article className={styles.article} data-track-page={project.id}>
      {page.preview && !project.isActive ? (
        <p className={styles.preview} role="status">
          {t("project.previewNotice")}
        </p>
      ) : null}
      <nav className={styles.crumbs} aria-label={t("project.breadcrumb")}>
        {/* The gallery restores its filter and scroll when the visitor came from it (else: its top). */}
        <a className={styles.back} href="/#projects" data-track="project_back" data-gallery-back>
          <ChevronLeft size={18} aria-hidden="true" />
          {t("project.back")}
        </a>
      </nav>
      <header className={styles.header}>
        <p className={styles.meta}>
          <span className={styles.badge}>{project.category}</span>
          <span className={styles.badge} data-status={project.status}>
            {status ? t(status) : project.status}
          </span>
          {shownDuration(project.duration) ? (
            <span className={styles.duration}>{shownDuration(project.duration)}</span>
          ) : null}
        </p>
        <h1 className={styles.title}>{project.title}</h1>
        <p className={styles.lead}>{project.description}</p>
      </header>
      <div className={styles.cover}>
        <ProjectImage project={project} sizes="(max-width: 1200px) 100vw, 1200px" eager />
        {/* What the page's script puts in the picture's place if it fails to load. */}
        {project.image ? (
          <template data-image-fallback>
            <ProjectImagePlaceholder title={project.title} />
          </template>
        ) : null}
      </div>
      <div className={styles.columns}>
        <div
          id={writeUpElementId}
          className={`markdown-body ${styles.writeUp}`}
          // Safe HTML, sanitised on the server (decision 101); read back from the markup when hydrating.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering of the write-up.
          dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
        />
        <aside className={styles.aside}>
          <ProjectFacts project={project} heading="h2" />
          {page.github ? <GithubFacts facts={page.github} /> : null}
          {projectLinks.length > 0 ? (
            <nav className={styles.links} aria-label={t("project.links")}>
              {projectLinks.map(({ key, label, Icon }) => (
                <a
                  key={key}
                  href={project.links[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                  data-track="project_link"
                  data-track-project={project.id}
                  data-track-target={key}
                >
                  <Icon size={16} aria-hidden="true" />
                  {t(label)}
                  <ArrowUpRight size={14} aria-hidden="true" />
                </a>
              ))}
            </nav>
          ) : null}
        </aside>
      </div>
      {project.video ? (
        <section className={styles.section}>
          <h2>{t("project.video")}</h2>
          {/* biome-ignore lint/a11y/useMediaCaption: the owner's video has no caption track to give. */}
          <video className={styles.video} src={project.video} controls preload="metadata" playsInline />
        </section>
      ) : null}
      {project.gallery.length > 0 ? (
        <section className={styles.section}>
          <h2>{t("project.gallery")}</h2>
          <ProjectGallery images={project.gallery} />
        </section>
      ) : null}
      {previous || next ? (
        <nav className={styles.neighbours} aria-label={t("project.neighbours")}>
          {previous ? (
            <a className={styles.neighbour} href={projectPagePath(previous.slug)} rel="prev">
              <span className={styles.neighbourLabel}>
                <ChevronLeft size={16} aria-hidden="true" />
                {t("project.previous")}
              </span>
              <span className={styles.neighbourTitle}>{previous.title}</span>
            </a>
          ) : (
            <span />
          )}
          {next ? (
            <a
              className={`${styles.neighbour} ${styles.nextLink}`}
              href={projectPagePath(next.slug)}
              rel="next"
            >
              <span className={styles.neighbourLabel}>
                {t("project.next")}
                <ChevronRight size={16} aria-hidden="true" />
              </span>
              <span className={styles.neighbourTitle}>{next.title}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
