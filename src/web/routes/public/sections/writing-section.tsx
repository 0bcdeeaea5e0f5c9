import type { PostTeaser } from "#shared/posts/post-page.ts";
import { postPagePath } from "#shared/posts/rules.ts";
import { ArrowUpRight } from "#web/components/public/icons.tsx";
import { useTexts } from "../texts.ts";
import { PostDate } from "../writing/post-date.tsx";
import common from "./common.module.css";
import styles from "./writing-section.module.css";

/**
 * The newest posts on `/` (decision 160): each a row with its date, title and summary leading to its
 * page, and a link to every post. The page leaves the section out while no post is published.
 */
export function WritingSection({ posts }: { posts: PostTeaser[] }) {
  const { t } = useTexts();
  return (
    <section id="writing" className={common.section} aria-labelledby="writing-title">
      <div className={common.inner}>
        <h2 id="writing-title" className={`${common.display} ${styles.title}`} data-reveal>
          {t("writing.title")}
        </h2>
        <ol className={styles.list}>
          {posts.map((post) => (
            <li key={post.id} className={styles.post} data-reveal>
              <a className={styles.link} href={postPagePath(post.slug)}>
                <span className={styles.date}>
                  <PostDate post={post} />
                </span>
                <span className={styles.text}>
                  <span className={styles.postTitle} dir="auto">
                    {post.title}
                  </span>
                  {post.summary ? (
                    <span className={styles.summary} dir="auto">
                      {post.summary}
                    </span>
                  ) : null}
                </span>
                <ArrowUpRight className={styles.arrow} size={28} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ol>
        <a className={styles.all} href="/writing">
          {t("writing.back")}
          <ArrowUpRight size={18} aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
