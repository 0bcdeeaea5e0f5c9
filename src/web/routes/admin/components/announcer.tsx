import { useCallback, useState } from "react";
import styles from "./chips-field.module.css";

/**
 * A polite live region for list edits ("Experience 2 moved up to position 1"). The same text twice
 * in a row is still read: a zero-width toggle makes the second message differ.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => {
    setMessage((current) => (current === text ? `${text}\u200b` : text));
  }, []);
  const region = (
    <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" role="status">
      {message}
    </p>
  );
  return { announce, region };
}
