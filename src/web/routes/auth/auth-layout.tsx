import type { ReactNode } from "react";
import { useEffect } from "react";
import styles from "./auth.module.css";

interface AuthLayoutProps {
  /** The browser tab's title. */
  documentTitle: string;
  icon?: ReactNode;
  success?: boolean;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The sign-in and recovery screens' frame: a centred card on the dark background (dark whatever the
 * dashboard's theme). Their toasts appear in the owner layout's one container.
 */
export function AuthLayout({ documentTitle, icon, success, title, subtitle, children }: AuthLayoutProps) {
  useEffect(() => {
    document.title = `${documentTitle} · Folio`;
  }, [documentTitle]);
  return (
    <main className={styles.page}>
      <div className={styles.shell}>
        <a className={styles.brand} href="/">
          <span className={styles.brandMark} aria-hidden="true">
            F
          </span>
          Folio
        </a>
        <section className={styles.card} aria-labelledby="auth-title">
          {icon ? (
            <div className={success ? styles.iconSuccess : styles.icon} aria-hidden="true">
              {icon}
            </div>
          ) : null}
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          {children}
        </section>
      </div>
    </main>
  );
}
