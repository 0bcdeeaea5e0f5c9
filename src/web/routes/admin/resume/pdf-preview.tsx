import { useEffect, useRef, useState } from "react";
import styles from "./resume.module.css";

type Drawn = "drawing" | "drawn" | "failed";

/**
 * The generated résumé as its PDF pages, drawn in the browser from the same file visitors download
 * (decision 149): what the owner sees here is what the PDF is, fonts and page breaks included. The
 * previous pages stay on screen while a change is drawn.
 */
export function PdfPreview({ url, downloadUrl }: { url: string; downloadUrl: string }) {
  const pages = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn>("drawing");

  useEffect(() => {
    let current = true;
    let stop: (() => Promise<void>) | undefined;
    setDrawn("drawing");
    import("./pdf-document.ts")
      .then(({ drawPdfPages }) => drawPdfPages(url, (task) => (stop = () => task.destroy())))
      .then(
        (canvases) => {
          if (!current) return;
          pages.current?.replaceChildren(...canvases);
          setDrawn("drawn");
        },
        () => {
          if (current) setDrawn("failed");
        },
      );
    return () => {
      current = false;
      void stop?.();
    };
  }, [url]);

  return (
    <div className={styles.pdfPreview} aria-busy={drawn === "drawing"} data-drawn={drawn}>
      <p className={styles.pdfStatus} role="status">
        {drawn === "drawing" ? "Drawing the PDF…" : ""}
      </p>
      {drawn === "failed" ? (
        <p className={styles.pdfFailed} role="alert">
          The PDF could not be drawn here.{" "}
          <a href={downloadUrl} download>
            Download it
          </a>{" "}
          to see it.
        </p>
      ) : null}
      <div ref={pages} className={styles.pdfPages} data-testid="resume-pdf-pages" />
    </div>
  );
}
