import { EyeOff } from "lucide-react";
import styles from "./analytics.module.css";

/** Says in plain words that the owner's own looking is left out of every figure (the events endpoint drops it). */
export function OwnVisitsNote() {
  return (
    <p className={styles.privacy} data-testid="own-visits-note">
      <EyeOff aria-hidden="true" />
      Your own visits are not counted: the live preview beside the editors, the page opened as a preview
      (?preview=1), and anything seen from a browser signed in to Folio, yours or an editor's.
    </p>
  );
}
