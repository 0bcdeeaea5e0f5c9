import { createHash } from "node:crypto";

/** A PDF ready to send: its bytes and strong ETag, made once. */
export interface ResumeFile {
  bytes: Buffer;
  etag: string;
}

export function resumeFile(bytes: Buffer): ResumeFile {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"` };
}

/**
 * The generated PDF, kept until its inputs change: `key` is a hash of the model it was drawn from.
 * `stale()` (every write that changes the page) starts a new generation: the next read rebuilds the
 * model, and the PDF is drawn again only when the model differs. Reads of one key share one drawing.
 */
export class GeneratedResumeCache {
  #file: (ResumeFile & { key: string }) | undefined;
  #generation = 0;
  #freshAt = -1;
  #pending: { key: string; file: Promise<ResumeFile> } | undefined;

  /** Take this before reading the model; hand it back to `get`. */
  get generation(): number {
    return this.#generation;
  }

  /** The kept PDF when no write happened since its model was read. */
  get fresh(): ResumeFile | undefined {
    return this.#freshAt === this.#generation ? this.#file : undefined;
  }

  /** Whether a PDF was ever generated here (so the PDF libraries are loaded already). */
  get generatedOnce(): boolean {
    return this.#file !== undefined;
  }

  stale(): void {
    this.#generation += 1;
  }

  /** The PDF for `key` (a model read at `generation`): the kept one when the key matches, else `draw()`'s. */
  async get(key: string, generation: number, draw: () => Promise<Buffer>): Promise<ResumeFile> {
    if (this.#file?.key !== key) {
      if (this.#pending?.key !== key) {
        const file = draw().then((bytes) => {
          this.#file = { ...resumeFile(bytes), key };
          return this.#file;
        });
        const pending = { key, file };
        this.#pending = pending;
        const forget = () => {
          if (this.#pending === pending) this.#pending = undefined;
        };
        file.then(forget, forget);
      }
      await this.#pending?.file;
    }
    const file = this.#file;
    if (!file || file.key !== key) return this.get(key, generation, draw);
    if (generation === this.#generation) this.#freshAt = generation;
    return file;
  }
}

export const modelKey = (model: unknown): string =>
  createHash("sha256").update(JSON.stringify(model)).digest("hex");
