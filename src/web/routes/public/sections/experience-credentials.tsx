import type { ExperienceContent } from "#shared/sections/schema.ts";
import { useTexts } from "../texts.ts";
import styles from "./experience-section.module.css";

interface Column {
  heading: string;
  items: { title: string; detail: string }[];
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(" · ");

/**
 * Under the roles: the owner's schools, certificates, awards and spoken languages, a column each, only
 * those the owner filled in (a sample site has none, and shows nothing here).
 */
export function ExperienceCredentials({ content }: { content: ExperienceContent }) {
  const { t } = useTexts();
  const credential = (item: { title: string; issuer: string; date: string }) => ({
    title: item.title,
    detail: joined(item.issuer, item.date),
  });
  const columns: Column[] = [
    {
      heading: t("resume.education"),
      items: content.education.map((school) => ({
        title: school.degree || school.institution,
        detail: joined(school.degree ? school.institution : "", school.period),
      })),
    },
    { heading: t("resume.certificates"), items: content.certificates.map(credential) },
    { heading: t("resume.awards"), items: content.awards.map(credential) },
    {
      heading: t("resume.languages"),
      items: content.languages.map((entry) => ({ title: entry.language, detail: entry.fluency })),
    },
  ]
    .map((column) => ({ ...column, items: column.items.filter((item) => item.title) }))
    .filter((column) => column.items.length > 0);
  if (columns.length === 0) return null;
  return (
    <div className={styles.credentials}>
      {columns.map((column) => (
        <section key={column.heading} className={styles.credentialColumn} data-reveal>
          <h3 className={styles.credentialHeading}>{column.heading}</h3>
          <ul className={styles.credentialList}>
            {column.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two entries may have the same words
              <li key={index}>
                <span className={styles.credentialTitle}>{item.title}</span>
                {item.detail ? <span className={styles.credentialDetail}>{item.detail}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
