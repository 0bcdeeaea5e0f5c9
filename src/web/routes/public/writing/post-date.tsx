import type { PostTeaser } from "#shared/posts/post-page.ts";
import { useTexts } from "../texts.ts";

/**
 * A post's date in the site's language (the day it was published, in UTC as stored). In a file of its
 * own, without styles, so `/`'s Writing section takes no writing page's CSS with it.
 */
export function PostDate({ post }: { post: Pick<PostTeaser, "publishedAt"> }) {
  const { language } = useTexts();
  const text = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(post.publishedAt),
  );
  return <time dateTime={post.publishedAt}>{text}</time>;
}
