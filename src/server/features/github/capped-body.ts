import { megabytes } from "#server/features/media/media-limits.ts";
import { GitHubContentError } from "./github-errors.ts";

/**
 * A response's body, read only up to `maxBytes`: a declared or actual length beyond it stops the read
 * (nothing more is downloaded) with a message saying how much is allowed.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new GitHubContentError(`It is larger than ${megabytes(maxBytes)}, the most Folio takes.`);
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks, size);
}
