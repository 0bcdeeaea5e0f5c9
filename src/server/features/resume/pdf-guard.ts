import { Transform } from "node:stream";
import { looksLikePdf, resumeUploadMaxBytes } from "#shared/resume/rules.ts";

/**
 * Passes an uploaded résumé through while checking it: a PDF by its first bytes (never by its name or
 * declared type), at most 10 MB. A refused file is still read to the end (a clean answer), not written.
 */
export class PdfGuard extends Transform {
  isPdf = false;
  tooLarge = false;
  #head = Buffer.alloc(0);
  #decided = false;
  #size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.#size += chunk.length;
    if (this.#size > resumeUploadMaxBytes) this.tooLarge = true;
    if (!this.#decided) {
      this.#head = Buffer.concat([this.#head, chunk]).subarray(0, 1024);
      if (this.#head.length >= 1024) this.#decide();
    }
    if (!this.tooLarge && (this.isPdf || !this.#decided)) this.push(chunk);
    callback();
  }

  override _flush(callback: () => void): void {
    if (!this.#decided) this.#decide();
    callback();
  }

  #decide(): void {
    this.#decided = true;
    this.isPdf = looksLikePdf(this.#head);
  }
}
