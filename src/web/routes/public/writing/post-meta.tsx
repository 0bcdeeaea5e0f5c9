import { writingListPath } from "#shared/posts/post-page.ts";
import { ChevronLeft } from "#web/components/public/icons.tsx";
import projectStyles from "../project-page/project-page.module.css";
import { useTexts } from "../texts.ts";
import styles from "./writing.module.css";

/** A post's tags, each a link to the list of that tag. */
export function PostTags({ tags }: { tags: string[] }) {
  const { t } = useTexts();
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t("writing.tags")}>
      {tags.map((tag) => (
        <li key={tag}>
          <a className={styles.tag} href={writingListPath({ tag })} dir="auto">
            #{tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The way back to every post, at the top of a post and of a tag's list. */
export function BackToWriting() {
  const { t } = useTexts();
  return (
    <nav className={projectStyles.crumbs} aria-label={t("project.breadcrumb")}>
      <a className={projectStyles.back} href="/writing">
        <ChevronLeft size={18} aria-hidden="true" />
        {t("writing.back")}
      </a>
    </nav>
  );
}
