/**
 * The public gallery (Projects, anchor `projects`). Usage on the public page:
 *   <ProjectsSection projects={data.projects} />
 * `projects` is PageData's part (the first page of active projects with their total and categories, or
 * the samples with the reason), so the first page is in the server-rendered HTML. Other pages and
 * categories load on demand from the projects API (the server filters, so a filter sees every project).
 */
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import type { GalleryCard } from "#shared/projects/gallery-card.ts";
import type { ProjectsPageData } from "#shared/projects/schema.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import type { ProjectsContent } from "#shared/sections/schema.ts";
import { keepGalleryPlace, takeGalleryReturn } from "../project-page/gallery-return.ts";
import { useTexts } from "../texts.ts";
import { allCategory } from "./gallery.ts";
import { GalleryPagination } from "./gallery-pagination.tsx";
import { ProjectCard } from "./project-card.tsx";
import type { ProjectModal as Modal } from "./project-modal.tsx";
import styles from "./projects-section.module.css";
import { useGalleryProjects } from "./use-gallery-projects.ts";

/** The project dialog loads when a visitor first points at or focuses the gallery, before any click. */
const loadProjectModal = () => import("./project-modal.tsx");
const ProjectModal = lazy<ComponentType<ComponentProps<typeof Modal>>>(() =>
  loadProjectModal().then(
    (module) => ({ default: module.ProjectModal }),
    () => ({ default: LoadProjectPage }),
  ),
);
const preloadProjectModal = () => void loadProjectModal().catch(() => undefined);

/**
 * In the dialog's place when its file cannot load (a new build under an open tab, the server
 * restarting): the address already names the project's own page (pushed when the dialog opened), so
 * loading it shows the project, from the server, with the build's current files.
 */
function LoadProjectPage(): null {
  useEffect(() => window.location.reload(), []);
  return null;
}

/** The text with its last word kept on one line: '24-25' never breaks at its hyphen. */
function KeepLastWord({ text }: { text: string }) {
  const cut = text.lastIndexOf(" ");
  if (cut < 0) return <span className={styles.keep}>{text}</span>;
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className={styles.keep}>{text.slice(cut + 1)}</span>
    </>
  );
}

interface ProjectsSectionProps {
  projects: ProjectsPageData;
  /** The Projects content section: its title, subtitle (the line above it) and description. */
  content: ProjectsContent;
}

export function ProjectsSection({ projects, content }: ProjectsSectionProps) {
  const { t } = useTexts();
  const [category, setCategory] = useState(allCategory);
  const [page, setPage] = useState(1);
  const gallery = useGalleryProjects(projects, category, page);
  const { source, loading, categories, items, busy } = gallery;
  const [open, setOpen] = useState<GalleryCard | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);
  const grid = useRef<HTMLDivElement>(null);

  // Sample projects on a fresh site are shown quietly: 'no projects in the database' is the owner's
  // business (the dashboard says it), not the visitor's. A real failure is still announced.
  const notice =
    source === "unavailable" ? t("gallery.unavailable") : gallery.failed ? t("gallery.pageFailed") : null;

  function chooseCategory(next: string) {
    setCategory(next);
    setPage(1);
  }

  function changePage(next: number) {
    setPage(next);
    // Bring the top of the grid back into view when the reader had scrolled past it.
    const element = grid.current;
    if (element && element.getBoundingClientRect().top < 0) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
  }

  /** Whether the modal's address (/projects/:slug) is in the history, pushed when it opened. */
  const pushed = useRef(false);

  function openProject(project: GalleryCard) {
    setOpen(project);
    keepGalleryPlace({ category, page, scrollY: window.scrollY });
    // The address bar shows the project's own page; Back closes the modal (decision 101).
    if (project.slug && window.location.pathname === "/") {
      window.history.pushState({ folioProject: project.slug }, "", projectPagePath(project.slug));
      pushed.current = true;
    }
  }

  function close() {
    returnFocus.current = true;
    if (pushed.current) {
      // Back to `/` in the history: the popstate below closes the modal.
      pushed.current = false;
      window.history.back();
      return;
    }
    setOpen(null);
  }

  // The browser's Back (or Forward) while the modal is open closes it, the address back to `/`.
  useEffect(() => {
    const onPopState = () => {
      pushed.current = false;
      returnFocus.current = true;
      setOpen(null);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  // Back from a project's page through "Back to projects": the filter, page and scroll it left.
  useEffect(() => {
    const place = takeGalleryReturn();
    if (!place) return;
    setCategory(place.category);
    setPage(place.page || 1);
    // Again while the page settles (the motion layer starting, the filtered cards arriving), until
    // the visitor scrolls on their own.
    let moved = false;
    const stop = () => {
      moved = true;
    };
    const restore = () => {
      if (!moved) window.scrollTo({ top: place.scrollY, behavior: "instant" });
    };
    for (const event of ["wheel", "touchstart", "keydown"]) addEventListener(event, stop, { once: true });
    requestAnimationFrame(restore);
    const timers = [300, 800, 1500].map((delay) => setTimeout(restore, delay));
    return () => {
      for (const timer of timers) clearTimeout(timer);
      for (const event of ["wheel", "touchstart", "keydown"]) removeEventListener(event, stop);
    };
  }, []);

  // Back to the card once the modal is gone (while it is open, the rest of the page is inert).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    trigger.current?.focus({ preventScroll: true });
  }, [open]);

  return (
    <section
      id="projects"
      className={styles.section}
      aria-labelledby="projects-heading"
      onPointerOver={preloadProjectModal}
      onFocus={preloadProjectModal}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          {content.subtitle ? <p className={styles.eyebrow}>{content.subtitle}</p> : null}
          <h2 id="projects-heading" className={styles.heading}>
            {/* Emptied (the sample's heading removed): the menu's word for the gallery, in the page's language. */}
            <KeepLastWord text={content.title || t("menu.projects")} />
          </h2>
          {content.description ? <p className={styles.description}>{content.description}</p> : null}
        </header>

        {notice && !loading && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}

        {loading ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t("gallery.loading")}
          </div>
        ) : (
          <>
            <fieldset className={styles.filters} data-compact="gallery-filters">
              <legend className="visually-hidden">{t("gallery.filters")}</legend>
              {categories.map((name) => (
                <button
                  key={name}
                  type="button"
                  className={styles.filter}
                  data-track="filter"
                  data-track-target={name}
                  title={name === allCategory ? t("gallery.all") : name}
                  aria-pressed={name === category}
                  onClick={() => chooseCategory(name)}
                >
                  {name === allCategory ? t("gallery.all") : name}
                </button>
              ))}
            </fieldset>

            {items.length === 0 && !busy ? (
              <div className={styles.empty}>
                <h3>{t("gallery.emptyTitle")}</h3>
                <p>
                  {category === allCategory
                    ? t("gallery.emptyAll")
                    : t("gallery.emptyCategory", { category })}
                </p>
                {category !== allCategory && (
                  <button
                    type="button"
                    className={styles.showAll}
                    onClick={() => chooseCategory(allCategory)}
                  >
                    {t("gallery.showAll")}
                  </button>
                )}
              </div>
            ) : (
              <div
                ref={grid}
                className={styles.grid}
                data-compact="gallery-grid"
                aria-busy={busy || undefined}
              >
                {items.map((project) => (
                  <ProjectCard
                    key={project.id}
                    project={project}
                    onOpen={(chosen, button) => {
                      trigger.current = button;
                      openProject(chosen);
                    }}
                  />
                ))}
              </div>
            )}

            <GalleryPagination page={gallery.page} pages={gallery.pages} onChange={changePage} />
          </>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <ProjectModal project={open} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
