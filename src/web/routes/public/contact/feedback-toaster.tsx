import toast, { Toaster } from "react-hot-toast";
import styles from "./feedback-form.module.css";

/**
 * The feedback form's toaster and toasts: a chunk of its own, loaded once the form is live (after
 * hydration), so the toast library is not on the public page's critical path.
 */
export const toasterId = "feedback";

export { toast };

export function FeedbackToaster() {
  return (
    <Toaster
      toasterId={toasterId}
      position="bottom-center"
      gutter={16}
      toastOptions={{
        className: styles.toast,
        success: { iconTheme: { primary: "var(--primary)", secondary: "var(--background-black)" } },
      }}
    />
  );
}
