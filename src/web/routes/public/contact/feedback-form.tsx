import { type FormEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { type FeedbackField, feedbackLimits, honeypotField } from "#shared/feedback/rules.ts";
import type { ContactContent } from "#shared/sections/schema.ts";
import { ArrowUpRight, LoaderCircle } from "#web/components/public/icons.tsx";
import { lazyOptional } from "#web/components/public/lazy-optional.ts";
import { useTexts } from "../texts.ts";
import { FeedbackFieldFrame, fieldTexts, readSubmission } from "./feedback-field.tsx";
import styles from "./feedback-form.module.css";
import { FeedbackSent } from "./feedback-sent.tsx";
import { resultToast, toastPlacement } from "./feedback-toasts.ts";
import type { FeedbackErrors } from "./feedback-validation.ts";

/** The toast library and the form's own toaster (its toasts never show twice, whatever other toasters
 * the page has): loaded when the visitor first uses the form, off the page's critical path. */
const toasts = () => import("./feedback-toaster.tsx");
/** The checks and the API client: loaded with the toaster, when the visitor first uses the form. */
const validation = () => import("./feedback-validation.ts");
const apiClient = () => import("#web/lib/api-client.ts");
const formModules = () => Promise.all([toasts(), validation(), apiClient()]);
const FeedbackToaster = lazyOptional(async () => (await toasts()).FeedbackToaster);

/**
 * The contact section's feedback form: the fields the owner shows (each required or optional), stored
 * on the server, then e-mailed; once sent, the owner's success message stays in its place.
 */
export function FeedbackForm({ settings }: { settings: ContactContent["contactForm"] }) {
  const { t } = useTexts();
  const rules = settings.fields;
  const id = useId();
  const [startedAt, setStartedAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  // The form's own files could not load (the server restarting, a new build under an open tab): said
  // in the form itself, since the toaster is one of those files. The typed message stays.
  const [unavailable, setUnavailable] = useState(false);
  const [sent, setSent] = useState<{ email: string; height: number } | null>(null);
  const writeAgain = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  // The fill time starts when the form is live in the browser, not when the server rendered it.
  useEffect(() => setStartedAt(Date.now()), []);
  // The toaster mounts (and its chunk loads) once the visitor reaches into the form.
  const [toasterWanted, setToasterWanted] = useState(false);
  // After "Send another message", the first field has the focus.
  useEffect(() => {
    if (sent || !writeAgain.current) return;
    writeAgain.current = false;
    formRef.current?.querySelector<HTMLElement>("input:not([tabindex='-1']), textarea")?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setToasterWanted(true);
    const submission = readSubmission(form, startedAt);
    let modules: Awaited<ReturnType<typeof formModules>>;
    try {
      modules = await formModules();
    } catch {
      setUnavailable(true);
      return;
    }
    setUnavailable(false);
    const [{ toast, toasterId }, { validateFeedback }, { api, ApiError }] = modules;
    if (
      showProblems(
        form,
        validateFeedback(submission, rules, (key) => t(key)),
      )
    )
      return;
    setSending(true);
    setErrors({});
    try {
      await api.post("/api/feedback", submission);
      toast.dismiss(resultToast, toasterId);
      setSent({ email: submission.user_email.trim(), height: form.offsetHeight });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        showProblems(form, error.fields as FeedbackErrors);
      // One result toast at a time, placed where it cannot cover the Send button.
      toast.error(t("form.failure"), { toasterId, id: resultToast, position: toastPlacement(form) });
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

  const shown = (name: FeedbackField) => rules[name] !== "hidden";
  const optionalShown = (Object.keys(fieldTexts) as FeedbackField[]).some(
    (name) => rules[name] === "optional",
  );
  const control = (name: FeedbackField) => {
    const described = errors[name] ? "error" : name === "user_number" ? "hint" : "";
    return {
      id: `${id}-${name}`,
      name,
      required: rules[name] === "required",
      placeholder: t(fieldTexts[name][1]),
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": described ? `${id}-${name}-${described}` : undefined,
      onInput: () => errors[name] && setErrors(({ [name]: _, ...rest }) => rest),
    };
  };
  const frame = (name: FeedbackField, wide: boolean, input: ReactNode) => (
    <FeedbackFieldFrame
      inputId={`${id}-${name}`}
      rule={rules[name]}
      label={t(fieldTexts[name][0])}
      optional={t("form.optional")}
      hint={name === "user_number" ? t("form.phoneHint") : undefined}
      error={errors[name]}
      wide={wide}
    >
      {input}
    </FeedbackFieldFrame>
  );

  return (
    <>
      {sent ? (
        <FeedbackSent
          message={settings.successMessage}
          email={sent.email}
          minHeight={sent.height}
          onAnother={() => {
            writeAgain.current = true;
            setStartedAt(Date.now());
            setSent(null);
          }}
        />
      ) : (
        // noValidate: the fields' problems are shown by the form itself, never as browser bubbles.
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={onSubmit}
          onFocus={() => {
            setToasterWanted(true);
            void formModules().catch(() => undefined);
          }}
          aria-label={t("form.label")}
          noValidate
        >
          <div className={styles.grid}>
            {frame(
              "user_name",
              !shown("user_number"),
              <input
                {...control("user_name")}
                type="text"
                autoComplete="name"
                maxLength={feedbackLimits.nameMax}
              />,
            )}
            {/* No maxLength: a number is never cut while typed; its digits are checked instead. */}
            {frame(
              "user_number",
              !shown("user_name"),
              <input {...control("user_number")} type="tel" autoComplete="tel" inputMode="tel" />,
            )}
            {frame(
              "user_email",
              true,
              // An address reads left to right on any page, as the browser already draws a phone field.
              <input
                {...control("user_email")}
                dir="ltr"
                type="email"
                autoComplete="email"
                maxLength={feedbackLimits.emailMax}
              />,
            )}
            {frame(
              "message",
              true,
              <textarea {...control("message")} rows={5} maxLength={feedbackLimits.messageMax} />,
            )}
          </div>
          <div className={styles.trap} aria-hidden="true">
            <label htmlFor={`${id}-${honeypotField}`}>{t("form.trap")}</label>
            <input
              id={`${id}-${honeypotField}`}
              name={honeypotField}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <input type="hidden" name="form_started_at" value={startedAt || ""} readOnly />
          {unavailable ? (
            <p className={styles.unavailable} role="alert">
              {t("form.failure")}
            </p>
          ) : null}
          <div className={styles.footer}>
            <p className={styles.note}>
              {optionalShown ? t("form.note") : `${t("form.allRequired")} ${t("form.note")}`}
            </p>
            <button className={styles.submit} type="submit" disabled={sending} aria-busy={sending}>
              {sending ? t("form.sending") : settings.submitText}
              {sending ? (
                <LoaderCircle aria-hidden="true" className={styles.spin} size={18} />
              ) : (
                <ArrowUpRight aria-hidden="true" size={18} />
              )}
            </button>
          </div>
        </form>
      )}
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
