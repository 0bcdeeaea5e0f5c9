import type { AnalyticsPageKind } from "#shared/analytics/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import type { PostPageData } from "#shared/posts/post-page.ts";
import { postPagePath } from "#shared/posts/rules.ts";
import { ChevronLeft, ChevronRight } from "#web/components/public/icons.tsx";
import projectStyles from "../project-page/project-page.module.css";
import { SiteFrame } from "../site-frame.tsx";
import { useTexts } from "../texts.ts";
import { PostDate } from "./post-date.tsx";
import { BackToWriting, PostTags } from "./post-meta.tsx";
import styles from "./writing.module.css";
import "#web/components/markdown/markdown-body.css";

/**
 * A post's page (`/writing/:slug`, decision 159): the site's header, menu and footer around the post.
 * Rendered on the server only, like a project's page: the small script of the project pages gives
 * the menu and the code blocks' Copy buttons what they do.
 */
export function PostPage({ data, page }: { data: PageData; page: PostPageData }) {
  return (
    <SiteFrame data={data} mainClassName={projectStyles.main}>
      <Post page={page} />
    </SiteFrame>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

function Post({ page }: { page: PostPageData }) {
  const { t, number } = useTexts();
  const { post, toc, newer, older } = page;
  const focus = post.coverFocus ? `${post.coverFocus.x}% ${post.coverFocus.y}%` : undefined;
  return (
    <article
      className={`${projectStyles.article} ${styles.post}`}
      data-track-page={post.id}
      data-track-page-kind={"post" satisfies AnalyticsPageKind}
      data-copy-label={t("writing.copyCode")}
      data-copied-label={t("writing.copied")}
    >
      <BackToWriting />
      <header className={styles.postHeader}>
        <p className={styles.byline}>
          <PostDate post={post} />
          <span aria-hidden="true">·</span>
          <span>{t("writing.readingTime", { minutes: number(page.readingMinutes) })}</span>
        </p>
        <h1 className={styles.postTitle} dir="auto">
          {post.title}
        </h1>
        {post.summary ? (
          <p className={projectStyles.lead} dir="auto">
            {post.summary}
          </p>
        ) : null}
        <PostTags tags={post.tags} />
        {post.canonicalUrl ? (
          <p className={styles.firstPublished}>
            {(() => {
              // The owner's sentence with the other site's address as a link where `{site}` is.
              const [before = "", after = ""] = t("writing.firstPublished", { site: "\u0000" }).split(
                "\u0000",
              );
              return (
                <>
                  {before}
                  <a href={post.canonicalUrl} rel="noopener">
                    {hostOf(post.canonicalUrl)}
                  </a>
                  {after}
                </>
              );
            })()}
          </p>
        ) : null}
      </header>
      {post.cover ? (
        <div className={projectStyles.cover}>
          <img
            src={post.cover}
            alt=""
            style={{ objectPosition: focus }}
            fetchPriority="high"
            decoding="async"
          />
        </div>
      ) : null}
      <div className={toc.length ? styles.withToc : styles.single}>
        {toc.length ? (
          <nav className={styles.toc} aria-labelledby="post-contents">
            <h2 id="post-contents">{t("writing.contents")}</h2>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id} data-level={entry.level}>
                  <a href={`#${entry.id}`} dir="auto">
                    {entry.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div
          className={`markdown-body ${projectStyles.writeUp} ${styles.body}`}
          dir="auto"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering of the write-up.
          dangerouslySetInnerHTML={{ __html: page.bodyHtml }}
        />
      </div>
      {newer || older ? (
        <nav className={projectStyles.neighbours} aria-label={t("writing.neighbours")}>
          {older ? (
            <a className={projectStyles.neighbour} href={postPagePath(older.slug)} rel="prev">
              <span className={projectStyles.neighbourLabel}>
                <ChevronLeft size={16} aria-hidden="true" />
                {t("writing.older")}
              </span>
              <span className={projectStyles.neighbourTitle} dir="auto">
                {older.title}
              </span>
            </a>
          ) : (
            <span />
          )}
          {newer ? (
            <a
              className={`${projectStyles.neighbour} ${projectStyles.nextLink}`}
              href={postPagePath(newer.slug)}
              rel="next"
            >
              <span className={projectStyles.neighbourLabel}>
                {t("writing.newer")}
                <ChevronRight size={16} aria-hidden="true" />
              </span>
              <span className={projectStyles.neighbourTitle} dir="auto">
                {newer.title}
              </span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
