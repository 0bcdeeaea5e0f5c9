import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { createPortal } from "react-dom";
import { feedbackLimits, feedbackToasts, honeypotField, phonePattern } from "#shared/feedback/rules.ts";
import type { FeedbackSubmission } from "#shared/feedback/schema.ts";
import { ArrowUpRight, LoaderCircle } from "#web/components/public/icons.tsx";
import styles from "./feedback-form.module.css";
import { resultToast, toastPlacement } from "./feedback-toasts.ts";
import type { FeedbackErrors, FeedbackField } from "./feedback-validation.ts";

/** The toast library and the form's own toaster (its toasts never show twice, whatever other toasters
 * the page has): loaded when the visitor first uses the form, off the page's critical path. */
const toasts = () => import("./feedback-toaster.tsx");
/** The checks and the API client: loaded with the toaster, when the visitor first uses the form. */
const validation = () => import("./feedback-validation.ts");
const apiClient = () => import("#web/lib/api-client.ts");
const formModules = () => Promise.all([toasts(), validation(), apiClient()]);
const FeedbackToaster = lazy(() => toasts().then((m) => ({ default: m.FeedbackToaster })));

function readSubmission(form: HTMLFormElement, startedAt: number): FeedbackSubmission {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "");
  return {
    user_name: value("user_name"),
    user_number: value("user_number"),
    user_email: value("user_email"),
    message: value("message"),
    [honeypotField]: value(honeypotField),
    fill_ms: startedAt > 0 ? Math.max(0, Math.round(Date.now() - startedAt)) : 0,
  };
}

/** The contact section's feedback form: stored on the server, then e-mailed. */
export function FeedbackForm() {
  const id = useId();
  const [startedAt, setStartedAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FeedbackErrors>({});

  // The fill time starts when the form is live in the browser, not when the server rendered it.
  useEffect(() => setStartedAt(Date.now()), []);
  // The toaster mounts (and its chunk loads) once the visitor reaches into the form.
  const [toasterWanted, setToasterWanted] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setToasterWanted(true);
    const submission = readSubmission(form, startedAt);
    const [{ toast, toasterId }, { validateFeedback }, { api, ApiError }] = await formModules();
    const problems = validateFeedback(submission);
    if (showProblems(form, problems)) return;
    setSending(true);
    setErrors({});
    // One result toast at a time, placed where it cannot cover the Send button.
    const position = toastPlacement(form);
    const options = { toasterId, id: resultToast, position };
    try {
      await api.post("/api/feedback", submission);
      toast.success(feedbackToasts.success, options);
      form.reset();
      setStartedAt(Date.now());
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        showProblems(form, error.fields as FeedbackErrors);
      toast.error(feedbackToasts.failure, options);
    } finally {
      setSending(false);
    }
  }

  /** Marks each field at fault with its message and moves focus to the first; false when none is. */
  function showProblems(form: HTMLFormElement, problems: FeedbackErrors): boolean {
    const first = Object.keys(problems)[0];
    if (!first) return false;
    setErrors(problems);
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return true;
  }

  const field = (name: FeedbackField) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onInput: () => errors[name] && setErrors(({ [name]: _, ...rest }) => rest),
  });
  const errorText = (name: FeedbackField) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className={styles.error} role="alert">
        {errors[name]}
      </span>
    ) : null;

  return (
    <>
      {/* noValidate: the fields' problems are shown by the form itself, never as browser bubbles. */}
      <form
        className={styles.form}
        onSubmit={onSubmit}
        onFocus={() => {
          setToasterWanted(true);
          void formModules();
        }}
        aria-label="Feedback"
        noValidate
      >
        <div className={styles.grid}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-user_name`}>
              Name
            </label>
            <input
              {...field("user_name")}
              type="text"
              autoComplete="name"
              maxLength={feedbackLimits.nameMax}
              placeholder="Your name"
            />
            {errorText("user_name")}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-user_number`}>
              Phone
            </label>
            <input
              {...field("user_number")}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              minLength={feedbackLimits.phoneMin}
              maxLength={feedbackLimits.phoneMax}
              pattern={phonePattern}
              title="10 to 12 characters: digits, spaces, +, -, ( and )"
              placeholder="+1 555 0100"
            />
            {errorText("user_number")}
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label className={styles.label} htmlFor={`${id}-user_email`}>
              Email
            </label>
            <input
              {...field("user_email")}
              type="email"
              autoComplete="email"
              maxLength={feedbackLimits.emailMax}
              placeholder="you@example.com"
            />
            {errorText("user_email")}
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label className={styles.label} htmlFor={`${id}-message`}>
              Message
            </label>
            <textarea
              {...field("message")}
              rows={5}
              maxLength={feedbackLimits.messageMax}
              placeholder="Tell me about your idea"
            />
            {errorText("message")}
          </div>
        </div>
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={`${id}-${honeypotField}`}>Leave this field empty</label>
          <input
            id={`${id}-${honeypotField}`}
            name={honeypotField}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <input type="hidden" name="form_started_at" value={startedAt || ""} readOnly />
        <div className={styles.footer}>
          <p className={styles.note}>Every field is required. I usually answer within a day.</p>
          <button className={styles.submit} type="submit" disabled={sending} aria-busy={sending}>
            {sending ? "Sending…" : "Send message"}
            {sending ? (
              <LoaderCircle aria-hidden="true" className={styles.spin} size={18} />
            ) : (
              <ArrowUpRight aria-hidden="true" size={18} />
            )}
          </button>
        </div>
      </form>
      {/* In <body>: an animated (transformed) section would otherwise pin "fixed" toasts to itself. */}
      {toasterWanted &&
        createPortal(
          <Suspense fallback={null}>
            <FeedbackToaster />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
