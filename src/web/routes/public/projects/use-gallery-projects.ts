import { useEffect, useState } from "react";
import type { GalleryCard, GalleryCardList } from "#shared/projects/gallery-card.ts";
import { projectLimits } from "#shared/projects/rules.ts";
import type { ProjectsPageData } from "#shared/projects/schema.ts";
import { allCategory, filterByCategory, galleryCategories, pageCount, pageOf } from "./gallery.ts";

export interface GalleryView {
  source: ProjectsPageData["source"];
  /** 'All' first, then the categories of active projects (or the sample list). */
  categories: string[];
  /** The projects of the page shown (the previous page's while the chosen one loads). */
  items: GalleryCard[];
  /** How many pages the chosen category has; 0 while its first page has not arrived. */
  pages: number;
  /** The page shown, clamped to the pages there are. */
  page: number;
  /** The whole gallery is loading (the server could not read projects; the browser tries once). */
  loading: boolean;
  /** A page (or a category's first page) is on its way; the grid keeps the previous cards meanwhile. */
  busy: boolean;
  /** Loading a page failed; the grid keeps what it showed. */
  failed: boolean;
}

interface Store {
  source: ProjectsPageData["source"];
  categories: string[];
  /** Every project when the gallery pages in the browser (samples); empty otherwise. */
  local: GalleryCard[] | null;
  /** Loaded pages by `category` + NUL + page number. */
  pages: Record<string, GalleryCard[]>;
  /** Matching projects per category. */
  totals: Record<string, number>;
}

const keyOf = (category: string, page: number) => `${category}\u0000${page}`;

function storeOf(data: ProjectsPageData): Store {
  if (data.source !== "database") {
    return {
      source: data.source,
      categories: galleryCategories(data.items, data.source),
      local: data.items,
      pages: {},
      totals: {},
    };
  }
  return {
    source: "database",
    categories: [allCategory, ...data.categories],
    local: null,
    pages: { [keyOf(allCategory, 1)]: data.items },
    totals: { [allCategory]: data.total },
  };
}

/** The API client, loaded with the first page or category the browser asks for (off the first load). */
async function apiClient() {
  return (await import("#web/lib/api-client.ts")).api;
}

async function fetchPage(category: string, page: number, signal: AbortSignal): Promise<GalleryCardList> {
  return (await apiClient()).get<GalleryCardList>("/api/projects", {
    signal,
    query: {
      category: category === allCategory ? undefined : category,
      offset: (page - 1) * projectLimits.pageSize,
      limit: projectLimits.pageSize,
    },
  });
}

/** The sample projects as the gallery's data (no projects yet), loaded only then. */
async function samplesPage(): Promise<ProjectsPageData> {
  const { sampleProjects } = await import("#shared/projects/samples.ts");
  return { items: [...sampleProjects], total: sampleProjects.length, categories: [], source: "sample" };
}

/**
 * The gallery's projects (gallery load). The server-rendered page carries the first page of active
 * projects, their total and categories; other pages and categories load on demand from the projects
 * API, one page at a time, and stay cached while the page is open. The sample projects (no projects
 * yet, or the database unavailable) are filtered and paged in the browser. When the server could not
 * read the database ("unavailable"), the browser tries the API once: 'Loading projects...' meanwhile,
 * then the projects, or the samples again if it fails too.
 */
export function useGalleryProjects(initial: ProjectsPageData, category: string, page: number): GalleryView {
  const [store, setStore] = useState<Store>(() => storeOf(initial));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState<GalleryCard[]>(() => store.pages[keyOf(allCategory, 1)] ?? []);

  useEffect(() => {
    if (initial.source !== "unavailable") return;
    const controller = new AbortController();
    setLoading(true);
    Promise.all([
      fetchPage(allCategory, 1, controller.signal),
      apiClient().then((api) =>
        api.get<{ items: string[] }>("/api/projects/categories", { signal: controller.signal }),
      ),
    ])
      .then(async ([first, categories]) => {
        setStore(
          storeOf(
            first.total > 0
              ? { items: first.items, total: first.total, categories: categories.items, source: "database" }
              : await samplesPage(),
          ),
        );
        setShown(first.items);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Projects could not be loaded", error);
        setLoading(false);
      });
    return () => controller.abort();
  }, [initial.source]);

  const wanted = store.local ? null : store.pages[keyOf(category, page)];
  const missing = !store.local && !wanted && !loading;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    setFailed(false);
    fetchPage(category, page, controller.signal)
      .then((answer) => {
        setStore((current) => ({
          ...current,
          pages: { ...current.pages, [keyOf(category, page)]: answer.items },
          totals: { ...current.totals, [category]: answer.total },
        }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Projects could not be loaded", error);
        setFailed(true);
      });
    return () => controller.abort();
  }, [missing, category, page]);

  useEffect(() => {
    if (wanted) setShown(wanted);
  }, [wanted]);

  if (store.local) {
    const filtered = filterByCategory(store.local, category);
    const pages = pageCount(filtered.length);
    const current = Math.min(page, Math.max(pages, 1));
    return {
      source: store.source,
      categories: store.categories,
      items: pageOf(filtered, current),
      pages,
      page: current,
      loading,
      busy: false,
      failed: false,
    };
  }
  const total = store.totals[category];
  const pages = total === undefined ? 0 : pageCount(total);
  return {
    source: store.source,
    categories: store.categories,
    items: wanted ?? shown,
    pages,
    page: pages > 0 ? Math.min(page, pages) : page,
    loading,
    busy: !wanted,
    failed,
  };
}
