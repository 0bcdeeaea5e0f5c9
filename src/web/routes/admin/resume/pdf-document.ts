import { GlobalWorkerOptions, getDocument, type PDFDocumentLoadingTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

/** Width in device pixels each page is drawn at: sharp on a 2× screen in the widest preview column. */
const drawnWidth = 1400;

/**
 * Draws every page of the PDF at `url` into a canvas of its own (pdf.js, in the Résumé tab's own
 * chunk: no other screen loads it). `onLoading` gets the loading task, so a newer preview can stop an
 * older one.
 */
export async function drawPdfPages(
  url: string,
  onLoading: (task: PDFDocumentLoadingTask) => void,
): Promise<HTMLCanvasElement[]> {
  const task = getDocument({ url, isEvalSupported: false });
  onLoading(task);
  const pdf = await task.promise;
  const canvases: HTMLCanvasElement[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const viewport = page.getViewport({ scale: drawnWidth / page.getViewport({ scale: 1 }).width });
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await page.render({ canvas, viewport }).promise;
    canvas.setAttribute("role", "img");
    canvas.setAttribute("aria-label", `Page ${number} of ${pdf.numPages} of the résumé PDF`);
    canvas.dataset.pdfPage = String(number);
    canvases.push(canvas);
  }
  await task.destroy();
  return canvases;
}
