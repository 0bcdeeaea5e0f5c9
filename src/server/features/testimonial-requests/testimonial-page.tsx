import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { honeypotField } from "#shared/feedback/rules.ts";
import { testimonialRequestLimits as limits, startedField } from "#shared/testimonial-requests/rules.ts";
import type { Texts } from "#shared/texts/catalogue.ts";
import { fillText } from "#shared/texts/fill.ts";
import type { FieldErrors, TestimonialForm } from "./testimonial-check.ts";

export interface FormView {
  texts: Texts;
  /** The site author's name: who asks. */
  owner: string;
  clientName: string;
  message: string;
  form: TestimonialForm;
  errors: FieldErrors;
  /** A page-wide note (too many sends from the address). */
  notice?: string;
  /** A photo was chosen and must be chosen again (a form sent back cannot keep a file). */
  photoAgain?: boolean;
}

const fieldError = (view: FormView, field: keyof FieldErrors) => {
  const error = view.errors[field];
  return error ? fillText(view.texts[error.key], { max: error.max ?? "" }) : undefined;
};

function Field(props: {
  view: FormView;
  name: "name" | "role" | "company";
  autoComplete: string;
  max: number;
  required?: boolean;
}) {
  const { view, name } = props;
  const error = fieldError(view, name);
  return (
    <div className="field">
      <label htmlFor={`t-${name}`}>
        {view.texts[`testimonialForm.${name}`]}
        {props.required ? null : <span className="optional"> {view.texts["testimonialForm.optional"]}</span>}
      </label>
      <input
        id={`t-${name}`}
        name={name}
        dir="auto"
        defaultValue={view.form[name]}
        autoComplete={props.autoComplete}
        maxLength={props.max}
        required={props.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `t-${name}-error` : undefined}
      />
      {error ? (
        <p className="error" id={`t-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Rating({ view }: { view: FormView }) {
  const error = fieldError(view, "rating");
  return (
    <fieldset className="field rating" aria-describedby={error ? "t-rating-error" : undefined}>
      <legend>{view.texts["testimonialForm.rating"]}</legend>
      <div className="stars">
        {[5, 4, 3, 2, 1].map((count) => (
          <label key={count} className="star-option">
            <input
              type="radio"
              name="rating"
              value={count}
              defaultChecked={view.form.rating === String(count)}
              required
            />
            <span aria-hidden="true">{"★".repeat(count)}</span>
            <span className="visually-hidden">
              {fillText(view.texts["testimonialForm.ratingOption"], { count })}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="error" id="t-rating-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A padlock (drawn, so no font is needed for it): the owner reads it first. */
const LockIcon = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <rect x="4" y="11" width="16" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

function TestimonialFormPage({ view }: { view: FormView }) {
  const { texts, owner } = view;
  const textError = fieldError(view, "text");
  const photoError = fieldError(view, "photo");
  const hasErrors = Object.keys(view.errors).length > 0;
  return (
    <>
      <h1>{fillText(texts["testimonialForm.title"], { name: owner })}</h1>
      <p className="lead">
        {fillText(texts["testimonialForm.intro"], { client: view.clientName, name: owner })}
      </p>
      {view.message ? (
        <figure className="message">
          <figcaption>{fillText(texts["testimonialForm.personalMessage"], { name: owner })}</figcaption>
          {/* The owner's own words, in whichever direction they are written (decision 136). */}
          <blockquote dir="auto">{view.message}</blockquote>
        </figure>
      ) : null}
      <p className="review" data-testid="review-notice">
        <LockIcon />
        <span>{fillText(texts["testimonialForm.review"], { name: owner })}</span>
      </p>
      {view.notice || hasErrors ? (
        <p className="summary" role="alert">
          {view.notice ?? texts["testimonialForm.errorSummary"]}
        </p>
      ) : null}
      <form method="post" encType="multipart/form-data" noValidate={hasErrors || undefined}>
        <div className="two">
          <Field view={view} name="name" autoComplete="name" max={limits.nameMax} required />
          <Field view={view} name="role" autoComplete="organization-title" max={limits.roleMax} />
        </div>
        <Field view={view} name="company" autoComplete="organization" max={limits.companyMax} />
        <div className="field">
          <label htmlFor="t-text">{texts["testimonialForm.text"]}</label>
          <textarea
            id="t-text"
            name="text"
            dir="auto"
            rows={6}
            maxLength={limits.textMax}
            required
            defaultValue={view.form.text}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? "t-text-hint t-text-error" : "t-text-hint"}
          />
          <p className="hint" id="t-text-hint">
            {fillText(texts["testimonialForm.textHint"], { max: limits.textMax })}
          </p>
          {textError ? (
            <p className="error" id="t-text-error">
              {textError}
            </p>
          ) : null}
        </div>
        <Rating view={view} />
        <div className="field">
          <label htmlFor="t-photo">
            {texts["testimonialForm.photo"]}
            <span className="optional"> {texts["testimonialForm.optional"]}</span>
          </label>
          <input
            id="t-photo"
            type="file"
            name="photo"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            aria-invalid={photoError ? true : undefined}
            aria-describedby={photoError ? "t-photo-hint t-photo-error" : "t-photo-hint"}
          />
          <p className="hint" id="t-photo-hint">
            {texts["testimonialForm.photoHint"]}
            {view.photoAgain && !photoError ? ` ${texts["testimonialForm.photoAgain"]}` : ""}
          </p>
          {photoError ? (
            <p className="error" id="t-photo-error">
              {photoError}
            </p>
          ) : null}
        </div>
        <div className="trap" aria-hidden="true">
          <label>
            Website
            <input name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <input type="hidden" name={startedField} value={view.form.started} />
        <button type="submit">{texts["testimonialForm.submit"]}</button>
      </form>
    </>
  );
}

function Card({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={wide ? "tr-page wide" : "tr-page"}>
      <div className="tr-card">{children}</div>
    </main>
  );
}

/** The client's form: the owner's request, the fields, the promise that nothing is published unasked. */
export const renderTestimonialForm = (view: FormView) =>
  renderToStaticMarkup(
    <Card wide>
      <TestimonialFormPage view={view} />
    </Card>,
  );

/** A page with a heading, a sentence and a way to the site: the thank-you and the closed-link pages. */
export const renderTestimonialNote = (note: {
  title: string;
  message: string;
  home: string;
  tone: "done" | "closed";
}) =>
  renderToStaticMarkup(
    <Card>
      <p className={`mark ${note.tone}`} aria-hidden="true">
        {note.tone === "done" ? "✓" : "!"}
      </p>
      <h1>{note.title}</h1>
      <p className="lead">{note.message}</p>
      <p>
        <a className="home" href="/">
          {note.home}
        </a>
      </p>
    </Card>,
  );
