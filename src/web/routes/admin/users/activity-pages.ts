import { useInfiniteQuery } from "@tanstack/react-query";
import type { ActivityPage } from "#shared/users/schema.ts";

/** Reads one page of an activity list: the entries older than `before` (none: the newest). */
export type ReadActivityPage = (before: string | undefined, signal: AbortSignal) => Promise<ActivityPage>;

/** An activity list as far as it has been read, how many entries it holds, and how to read more. */
export interface ActivityPages {
  entries: ActivityPage["items"] | undefined;
  total: number;
  /** Reads the next page; undefined when every entry is shown. */
  showMore: (() => void) | undefined;
  loadingMore: boolean;
}

/** An activity list read page by page, newest first: "Show more" asks for what is older than the last entry. */
export function useActivityPages(
  queryKey: readonly unknown[],
  read: ReadActivityPage,
  enabled = true,
): ActivityPages {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last, pages) =>
      pages.reduce((shown, page) => shown + page.items.length, 0) < last.total
        ? last.items.at(-1)?.id
        : undefined,
    enabled,
  });
  const pages = query.data?.pages;
  return {
    entries: pages?.flatMap((page) => page.items),
    total: pages?.at(-1)?.total ?? 0,
    showMore: query.hasNextPage ? () => void query.fetchNextPage() : undefined,
    loadingMore: query.isFetchingNextPage,
  };
}
