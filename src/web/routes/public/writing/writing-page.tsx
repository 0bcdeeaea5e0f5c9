import type { PageData } from "#shared/page/page-data.ts";
import { type WritingPageData, writingListPath } from "#shared/posts/post-page.ts";
import { postPagePath } from "#shared/posts/rules.ts";
import { ChevronLeft, ChevronRight } from "#web/components/public/icons.tsx";
import projectStyles from "../project-page/project-page.module.css";
import { SiteFrame } from "../site-frame.tsx";
import { useTexts } from "../texts.ts";
import { PostDate } from "./post-date.tsx";
import { BackToWriting, PostTags } from "./post-meta.tsx";
import styles from "./writing.module.css";

/** The list of published posts (`/writing`, decision 159): newest first, ten a page, one tag at a time. */
export function WritingPage({ data, page }: { data: PageData; page: WritingPageData }) {
  return (
    <SiteFrame data={data} mainClassName={projectStyles.main}>
      <PostList page={page} />
    </SiteFrame>
  );
}

function PostList({ page }: { page: WritingPageData }) {
  const { t, number } = useTexts();
  const { items, tag, pageCount } = page;
  return (
    <div className={styles.list}>
      {tag ? <BackToWriting /> : null}
      <h1 className={styles.listTitle} dir="auto">
        {tag ? t("writing.tagged", { tag }) : t("writing.title")}
      </h1>
      {items.length === 0 ? (
        <p className={styles.empty}>{t("writing.empty")}</p>
      ) : (
        <ol className={styles.items}>
          {items.map((post) => (
            <li key={post.id} className={styles.item}>
              <p className={styles.byline}>
                <PostDate post={post} />
              </p>
              <h2 className={styles.itemTitle} dir="auto">
                <a href={postPagePath(post.slug)}>{post.title}</a>
              </h2>
              {post.summary ? (
                <p className={styles.summary} dir="auto">
                  {post.summary}
                </p>
              ) : null}
              <PostTags tags={post.tags} />
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label={t("writing.pages")}>
          {page.page > 1 ? (
            <a href={writingListPath({ tag, page: page.page - 1 })} rel="prev">
              <ChevronLeft size={16} aria-hidden="true" />
              {t("writing.newerPage")}
            </a>
          ) : (
            <span />
          )}
          <span className={styles.pageOf}>
            {t("writing.pageOf", { page: number(page.page), count: number(pageCount) })}
          </span>
          {page.page < pageCount ? (
            <a href={writingListPath({ tag, page: page.page + 1 })} rel="next">
              {t("writing.olderPage")}
              <ChevronRight size={16} aria-hidden="true" />
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
