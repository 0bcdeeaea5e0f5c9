import { Transform } from "node:stream";
import { payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import { mediaLimits, mediaMessages } from "./media-limits.ts";
import { type SniffedType, sniffLength, sniffMediaType } from "./media-sniff.ts";

/**
 * Passes an upload through while checking it: its type from the first bytes, its size against the type's
 * limit. A refused upload is still read to the end (so the client gets a clean answer) but not written.
 */
export class UploadGuard extends Transform {
  type: SniffedType | null = null;
  refusal: Error | null = null;
  private head = Buffer.alloc(0);
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void): void {
    this.size += chunk.length;
    if (this.refusal) {
      callback();
      return;
    }
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, sniffLength);
      if (this.head.length >= sniffLength) this.decide();
    }
    if (this.type?.kind === "image" && this.size > mediaLimits.imageBytes) {
      this.refusal = payloadTooLarge(mediaMessages.imageTooLarge);
    }
    if (!this.refusal) this.push(chunk);
    callback();
  }

  override _flush(callback: () => void): void {
    if (!this.type && !this.refusal) this.decide();
    callback();
  }

  private decide(): void {
    this.type = sniffMediaType(this.head);
    if (!this.type) this.refusal = unsupportedMediaType(mediaMessages.unsupported);
  }
}
