import { useEffect, useRef } from "react";
import { CircleCheck } from "#web/components/public/icons.tsx";
import { useTexts } from "../texts.ts";
import styles from "./feedback-form.module.css";

interface FeedbackSentProps {
  /** The Contact section's success message. */
  message: string;
  /** The address the confirmation went to; empty when the visitor gave none. */
  email: string;
  /** The form's height when it was sent, kept so nothing below the card moves. */
  minHeight: number;
  onAnother: () => void;
}

/**
 * What the form says once a message is stored: the owner's success message and what happens next,
 * in the form's place until the visitor chooses to write again. Focus moves to it, so a screen reader
 * reads it and a keyboard user is not left on a button that is gone.
 */
export function FeedbackSent({ message, email, minHeight, onAnother }: FeedbackSentProps) {
  const { t } = useTexts();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      className={`${styles.form} ${styles.sent}`}
      style={minHeight ? { minHeight } : undefined}
      role="status"
      tabIndex={-1}
      data-testid="feedback-sent"
    >
      <CircleCheck className={styles.sentIcon} size={44} />
      <p className={styles.sentTitle}>{message}</p>
      <p className={styles.sentNext}>{email ? t("form.nextStep", { email }) : t("form.nextStepNoEmail")}</p>
      <button className={styles.another} type="button" onClick={onAnother}>
        {t("form.sendAnother")}
      </button>
    </div>
  );
}
