import styles from "./not-found-page.module.css";
import { useTexts } from "./texts.ts";

/** The 404 page, in the owner's words; static markup (the browser does not hydrate it). */
export function NotFoundPage() {
  const { t } = useTexts();
  return (
    <main className={styles.page}>
      <p className={styles.code}>{t("notFound.code")}</p>
      <h1 className={styles.title}>{t("notFound.title")}</h1>
      <p className={styles.message}>{t("notFound.message")}</p>
      {/* A full load: the public page is always rendered by the server. */}
      <a className={styles.home} href="/">
        {t("notFound.action")}
      </a>
    </main>
  );
}
