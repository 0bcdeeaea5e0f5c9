import { AlertCircle, Eye, EyeOff, Loader2, Lock, type LucideIcon } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId, useState } from "react";
import styles from "./auth.module.css";

/**
 * The red box above a form; screen readers hear it when it appears. Its slot is always there and opens
 * smoothly, so the card does not jump.
 */
export function ErrorBox({ message }: { message: string | null }) {
  return (
    <div className={styles.errorSlot} data-open={message ? "true" : "false"}>
      <div>
        {message && (
          <div className={styles.error} role="alert">
            <AlertCircle size={18} aria-hidden="true" />
            <span>{message}</span>
          </div>
        )}
      </div>
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  label: string;
  icon: LucideIcon;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text input with a leading icon. */
export function TextField({ label, icon: Icon, value, onChange, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <Icon className={styles.controlIcon} size={18} aria-hidden="true" />
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      </div>
    </div>
  );
}

/**
 * A new password and its confirmation, as every screen that sets one asks for them ("Password" or
 * "New Password", then "Confirm …").
 */
export function NewPasswordFields({
  label = "Password",
  password,
  confirmation,
  onPassword,
  onConfirmation,
}: {
  label?: string;
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        label={label}
        icon={Lock}
        name="password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        value={password}
        onChange={onPassword}
      />
      <PasswordField
        label={`Confirm ${label}`}
        icon={Lock}
        name="confirmPassword"
        autoComplete="new-password"
        placeholder={`Repeat the ${label.toLowerCase()}`}
        value={confirmation}
        onChange={onConfirmation}
      />
    </>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, icon: Icon, value, onChange, ...input }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const Toggle = visible ? EyeOff : Eye;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <Icon className={styles.controlIcon} size={18} aria-hidden="true" />
        <input
          id={id}
          className={styles.inputWithToggle}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          <Toggle size={18} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}

/** The primary button; shows a spinner and `busyLabel` while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={styles.button} disabled={busy || disabled} aria-busy={busy}>
      {busy ? <Loader2 className={styles.spinner} aria-hidden="true" /> : null}
      {busy ? busyLabel : children}
    </button>
  );
}
