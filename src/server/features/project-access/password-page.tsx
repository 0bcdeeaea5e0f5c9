import { renderToStaticMarkup } from "react-dom/server";
import type { Texts } from "#shared/texts/catalogue.ts";
import { fillText } from "#shared/texts/fill.ts";

export interface PasswordPageView {
  texts: Texts;
  /** The site author's name (or the site's): who shares the page. */
  owner: string;
  /** Where the form posts: the page's own address plus `/access`. */
  action: string;
  /** A message above the form: wrong password, too many tries, a closed link. */
  notice?: string;
  /** Whether the password field is the one in error (wrong password). */
  wrong?: boolean;
}

/**
 * A protected project's page without access (decision 158): a generic heading, never the project's
 * title or anything of it, and a plain form that works without JavaScript.
 */
export function renderPasswordPage(view: PasswordPageView): string {
  const { texts } = view;
  return renderToStaticMarkup(
    <main className="tr-page">
      <section className="tr-card" aria-labelledby="private-title">
        <div className="mark closed" aria-hidden="true">
          <svg
            width="22"
            height="22"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <rect x="4" y="10" width="16" height="11" rx="2" />
            <path d="M8 10V7a4 4 0 0 1 8 0v3" />
          </svg>
        </div>
        <h1 id="private-title">{texts["privateProject.title"]}</h1>
        <p className="lead">{fillText(texts["privateProject.intro"], { name: view.owner })}</p>
        {view.notice ? (
          <p className="summary" role="alert" id="private-notice">
            {view.notice}
          </p>
        ) : null}
        <form method="post" action={view.action} className="private-form">
          <div className="field">
            <label htmlFor="private-password">{texts["privateProject.password"]}</label>
            <input
              id="private-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={200}
              aria-invalid={view.wrong ? true : undefined}
              aria-describedby={view.notice ? "private-notice" : undefined}
            />
          </div>
          <button type="submit">{texts["privateProject.open"]}</button>
        </form>
        <p className="private-home">
          <a className="home" href="/">
            {texts["privateProject.visitSite"]}
          </a>
        </p>
      </section>
    </main>,
  );
}

export const passwordPageCss =
  ".private-form{display:grid;gap:1.1rem;margin:0 0 1.25rem}.private-home{margin:0}";
