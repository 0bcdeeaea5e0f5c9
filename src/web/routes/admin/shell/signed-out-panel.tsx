import { LockKeyhole } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "#web/routes/admin/components/button.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import styles from "./shell.module.css";

/** What the dashboard shows when the session ended while it was open. */
export function SignedOutPanel() {
  const navigate = useNavigate();
  return (
    <main className={styles.signedOut}>
      <div className={`${surfaces.card} ${styles.signedOutCard}`}>
        <span className={`${surfaces.iconTile} ${styles.signedOutIcon}`} aria-hidden="true">
          <LockKeyhole />
        </span>
        <p>Please log in to access the admin dashboard.</p>
        <Button variant="primary" onClick={() => navigate("/login")}>
          Go to Login
        </Button>
      </div>
    </main>
  );
}
