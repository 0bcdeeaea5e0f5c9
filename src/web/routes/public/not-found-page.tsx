import "./not-found-page.css";
import { useTexts } from "./texts.ts";

/** The 404 page, in the owner's words; static markup (the browser does not hydrate it). */
export function NotFoundPage() {
  const { t } = useTexts();
  return (
    <main className="not-found-page">
      <p className="not-found-code">{t("notFound.code")}</p>
      <h1 className="not-found-title">{t("notFound.title")}</h1>
      <p className="not-found-message">{t("notFound.message")}</p>
      {/* A full load: the public page is always rendered by the server. */}
      <a className="not-found-home" href="/">
        {t("notFound.action")}
      </a>
    </main>
  );
}
