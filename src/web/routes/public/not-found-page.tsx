import { notFoundTexts } from "#shared/page/routes.ts";
import styles from "./not-found-page.module.css";

export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <p className={styles.code}>{notFoundTexts.code}</p>
      <h1 className={styles.title}>{notFoundTexts.title}</h1>
      <p className={styles.message}>{notFoundTexts.message}</p>
      {/* A full load: the public page is always rendered by the server. */}
      <a className={styles.home} href="/">
        {notFoundTexts.action}
      </a>
    </main>
  );
}
