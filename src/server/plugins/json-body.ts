import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "#server/errors.ts";

/** How deep a JSON body may nest (objects and arrays); no Folio document comes close. */
export const MAX_JSON_DEPTH = 64;
/** The body limit of every JSON route; the few that take a file (imports) raise it for themselves. */
export const JSON_BODY_LIMIT = 256 * 1024;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Follows the nesting of objects and arrays in JSON text fed to it in pieces (brackets inside strings
 * do not count). It reads bytes: the characters it looks for are ASCII, which never occur inside a
 * multi-byte UTF-8 character, so a piece may end anywhere.
 */
export class JsonDepthScanner {
  #depth = 0;
  #inString = false;
  #escaped = false;

  constructor(private readonly limit: number) {}

  /** Feeds the next piece; answers true as soon as the nesting has gone deeper than the limit. */
  exceeded(piece: Uint8Array): boolean {
    for (const code of piece) {
      if (this.#inString) {
        if (this.#escaped) this.#escaped = false;
        else if (code === BACKSLASH) this.#escaped = true;
        else if (code === QUOTE) this.#inString = false;
      } else if (code === QUOTE) this.#inString = true;
      else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
        if (++this.#depth > this.limit) return true;
      } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) this.#depth--;
    }
    return false;
  }
}

/** Whether JSON text nests objects and arrays more than `limit` levels deep. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  return new JsonDepthScanner(limit).exceeded(Buffer.from(text));
}

/**
 * How much of a refused body is still read, and dropped unparsed, before the answer goes out. The answer
 * waits for the rest of the body: answering while the client is still sending, and then closing the
 * connection (as Fastify does after a body error), makes the kernel reset it, and a reset throws away
 * both the client's unsent bytes and the answer it had not read yet: it saw "fetch failed" or EPIPE,
 * not the 400 or 413. A client that sends more than this is taken for hostile and cut off.
 */
export const REFUSED_BODY_READ_LIMIT = 16 * 1024 * 1024;

export const tooDeep = () =>
  new AppError(400, "validation_failed", `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`);
const tooLarge = () => new AppError(413, "payload_too_large", "The request body is too large.");

type Done = (error: Error | null, body?: unknown) => void;

/**
 * Replaces Fastify's JSON parser with one that reads the body itself: it refuses a body nested deeper
 * than MAX_JSON_DEPTH as soon as the bytes show it (400, before anything parses it: a deep enough
 * array overflows the stack of `JSON.parse`, of validation and of `JSON.stringify`), and one over the
 * route's body limit (413); the rest goes to Fastify's own parser (prototype poisoning refused). The
 * depth is checked first, so a hostile body too deep and too large answers 400 either way.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", (request: FastifyRequest, payload, done: Done) => {
    const limit = request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT;
    const scanner = new JsonDepthScanner(MAX_JSON_DEPTH);
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (error: Error | null, body?: unknown) => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      payload.removeListener("error", onError);
      done(error, body);
    };
    /** Reads the rest of the body into nothing, then answers `error` (see REFUSED_BODY_READ_LIMIT). */
    const refuse = (error: AppError) => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      chunks.length = 0;
      let dropped = 0;
      payload.on("data", (chunk: Buffer | string) => {
        dropped += chunk.length;
        if (dropped > REFUSED_BODY_READ_LIMIT) request.raw.socket?.destroy();
      });
      payload.once("end", () => finish(error));
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (scanner.exceeded(bytes)) return refuse(tooDeep());
      received += bytes.length;
      if (received > limit) return refuse(tooLarge());
      chunks.push(bytes);
    };
    const onEnd = () => {
      payload.removeListener("data", onData);
      payload.removeListener("end", onEnd);
      payload.removeListener("error", onError);
      parse(request, Buffer.concat(chunks, received).toString("utf8"), done);
    };
    const onError = (error: Error) => finish(Object.assign(error, { statusCode: 400 }));
    payload.on("data", onData);
    payload.on("end", onEnd);
    payload.on("error", onError);
    payload.resume();
  });
}
