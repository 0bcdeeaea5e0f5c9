import { renderToStaticMarkup } from "react-dom/server";
import { textDirection } from "#shared/site-config/text-direction.ts";
import { formatList } from "#shared/texts/fill.ts";
import { type ResumeEntry, type ResumeModel, skillRows } from "./resume-model.ts";

export interface ResumePageLinks {
  pdf: string;
  home: string;
  download: string;
  back: string;
}

/** A section of dated entries (roles, schools, certificates, awards), as the PDF draws them. */
function Entries({ id, title, entries }: { id: string; title: string; entries: ResumeEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className="entries">
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once; two entries may have the same words
          <li key={index} className="entry">
            <div className="entry-head">
              <h3>{entry.role}</h3>
              {entry.period ? <p className="period">{entry.period}</p> : null}
            </div>
            {entry.company ? <p className="company">{entry.company}</p> : null}
            {entry.description ? <p>{entry.description}</p> : null}
            {entry.highlights.length ? (
              <ul>
                {entry.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The web version of the résumé: the same model as the PDF, as an accessible document (no script). */
function ResumeBody({ model, links }: { model: ResumeModel; links: ResumePageLinks }) {
  const { labels } = model;
  const skills = skillRows(model);
  // "Back" points the way the page's text runs back: left, or right on a right-to-left page.
  const back = textDirection(model.language) === "rtl" ? "→" : "←";
  return (
    <>
      <nav className="bar" aria-label={labels["resume.contact"]}>
        <a href={links.home}>
          {back} {links.back}
        </a>
        <a className="download" href={links.pdf} download data-track="resume" data-track-target="page">
          {links.download}
        </a>
      </nav>
      <main className="sheet">
        <header>
          <h1>{model.name}</h1>
          {model.headline ? <p className="headline">{model.headline}</p> : null}
          <ul className="contact" aria-label={labels["resume.contact"]}>
            {model.location ? <li>{model.location}</li> : null}
            {model.phone ? (
              <li>
                <span className="visually-hidden">{labels["resume.phone"]}: </span>
                <bdi dir="ltr">{model.phone}</bdi>
              </li>
            ) : null}
            {model.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} dir="ltr">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </header>
        {model.summary ? (
          <section aria-labelledby="summary">
            <h2 id="summary">{labels["resume.summary"]}</h2>
            <p>{model.summary}</p>
          </section>
        ) : null}
        <Entries id="experience" title={labels["resume.experience"]} entries={model.experience} />
        <Entries id="education" title={labels["resume.education"]} entries={model.education} />
        {skills.length ? (
          <section aria-labelledby="skills">
            <h2 id="skills">{labels["resume.skills"]}</h2>
            <dl className="skills">
              {skills.map((group) => (
                <div key={group.category}>
                  <dt>{group.category}</dt>
                  <dd>{formatList(model.language, group.items)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        <Entries id="certificates" title={labels["resume.certificates"]} entries={model.certificates} />
        <Entries id="awards" title={labels["resume.awards"]} entries={model.awards} />
        {model.projects.length ? (
          <section aria-labelledby="projects">
            <h2 id="projects">{labels["resume.projects"]}</h2>
            <ul className="entries">
              {model.projects.map((project, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rendered once; two projects may share a title
                <li key={index} className="entry">
                  <h3>
                    <a href={project.href}>{project.title}</a>
                  </h3>
                  {project.description ? <p>{project.description}</p> : null}
                  {project.technologies.length ? (
                    <p className="tech">{project.technologies.join(" · ")}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {model.writing.length ? (
          <section aria-labelledby="writing">
            <h2 id="writing">{labels["resume.writing"]}</h2>
            <ul className="entries">
              {model.writing.map((post) => (
                <li key={post.href} className="entry">
                  <div className="entry-head">
                    <h3>
                      <a href={post.href}>{post.title}</a>
                    </h3>
                    <p className="period">
                      <time dateTime={post.publishedAt}>{post.date}</time>
                    </p>
                  </div>
                  {post.summary ? <p>{post.summary}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {model.testimonials.length ? (
          <section aria-labelledby="testimonials">
            <h2 id="testimonials">{labels["resume.testimonials"]}</h2>
            {model.testimonials.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rendered once; two quotes may share a name
              <figure key={index}>
                <blockquote>
                  <p>“{entry.quote}”</p>
                </blockquote>
                <figcaption>
                  {entry.name}
                  {entry.role ? `, ${entry.role}` : ""}
                </figcaption>
              </figure>
            ))}
          </section>
        ) : null}
      </main>
    </>
  );
}

export function renderResumeBody(model: ResumeModel, links: ResumePageLinks): string {
  return renderToStaticMarkup(<ResumeBody model={model} links={links} />);
}
