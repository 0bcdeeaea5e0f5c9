import { ChevronLeft, ChevronRight } from "#web/components/public/icons.tsx";
import { useTexts } from "../texts.ts";
import { pageWindow } from "./gallery.ts";
import styles from "./projects-section.module.css";

interface GalleryPaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous / page numbers / Next; hidden for one page or fewer. */
export function GalleryPagination({ page, pages, onChange }: GalleryPaginationProps) {
  const { t, number: digits } = useTexts();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t("gallery.pages")}>
      <button
        type="button"
        className={styles.pageStep}
        onClick={() => onChange(page - 1)}
        disabled={page === 1}
      >
        <ChevronLeft size={18} aria-hidden="true" /> {t("gallery.previous")}
      </button>
      <ol className={styles.pageNumbers}>
        {pageWindow(page, pages).map((number, index) =>
          number === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <button
                type="button"
                className={styles.pageNumber}
                aria-current={number === page ? "page" : undefined}
                aria-label={t("gallery.page", { number: digits(number) })}
                onClick={() => onChange(number)}
              >
                {digits(number)}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className={styles.pageStep}
        onClick={() => onChange(page + 1)}
        disabled={page === pages}
      >
        {t("gallery.next")} <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
