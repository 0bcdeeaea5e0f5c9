import { createHash } from "node:crypto";
import { readCapped } from "./capped-body.ts";
import {
  GitHubAuthError,
  GitHubError,
  GitHubNotFoundError,
  GitHubRateLimitError,
  GitHubUnavailableError,
  gitHubTimedOut,
} from "./github-errors.ts";
import { rateLimitOf } from "./rate-limit.ts";

export interface GitHubClientOptions {
  /** GITHUB_API_URL, without a trailing slash. */
  apiUrl: string;
  /** The token to send, read per request (the owner may save or remove one at any time). */
  token: () => Promise<string | undefined>;
  timeoutMs?: number;
  now?: () => Date;
}

export interface GetOptions {
  /** What the path names, for a 404's message ("The repository octo/app"). */
  what?: string;
  /** The most bytes of body read (JSON included); more is refused. */
  maxBytes?: number;
}

/** How many list pages are followed at most (100 repositories each). */
const maxPages = 50;
const defaultMaxBytes = 5 * 1024 * 1024;
const etagCacheSize = 500;
const userAgent = "Folio-portfolio (+https://github.com)";

export type GitHubClient = ReturnType<typeof createGitHubClient>;

/**
 * GitHub's REST API as a peer: the platform's fetch with a timeout, GitHub's media type and API version,
 * the token as a Bearer header, `Link` pagination, ETags kept per URL (a 304 does not count against the
 * rate limit), and GitHub's own rate-limit headers honoured: once a limit is reached, nothing is asked
 * again until it resets.
 */
export function createGitHubClient({
  apiUrl,
  token,
  timeoutMs = 10_000,
  now = () => new Date(),
}: GitHubClientOptions) {
  const etags = new Map<string, { etag: string; body: unknown; next: string | undefined }>();
  let blockedUntil: Date | undefined;

  async function request(
    url: string,
    options: GetOptions,
  ): Promise<{ body: unknown; next: string | undefined }> {
    if (blockedUntil && blockedUntil > now()) throw new GitHubRateLimitError(blockedUntil);
    const secret = await token();
    const key = `${secret ? createHash("sha256").update(secret).digest("hex").slice(0, 16) : "-"} ${url}`;
    const cached = etags.get(key);
    const headers: Record<string, string> = {
      accept: "application/vnd.github+json",
      "x-github-api-version": "2022-11-28",
      "user-agent": userAgent,
    };
    if (secret) headers.authorization = `Bearer ${secret}`;
    if (cached) headers["if-none-match"] = cached.etag;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(url, { headers, signal, redirect: "follow" });
      const limit = rateLimitOf(response, now());
      if (limit.exhaustedUntil) blockedUntil = limit.exhaustedUntil;
      if (response.status === 304 && cached) {
        await response.body?.cancel();
        return { body: cached.body, next: cached.next };
      }
      if (limit.retryAt) {
        await response.body?.cancel();
        blockedUntil = limit.retryAt;
        throw new GitHubRateLimitError(limit.retryAt);
      }
      if (response.status === 401) {
        await response.body?.cancel();
        throw new GitHubAuthError();
      }
      if (response.status === 404) {
        await response.body?.cancel();
        throw new GitHubNotFoundError(options.what ?? "That");
      }
      const text = (await readCapped(response, options.maxBytes ?? defaultMaxBytes)).toString("utf8");
      if (!response.ok) throw failure(response.status, text, now());
      const body: unknown = JSON.parse(text);
      const next = nextLink(response.headers.get("link"));
      const etag = response.headers.get("etag");
      if (etag) remember(key, { etag, body, next });
      return { body, next };
    } catch (error) {
      if (error instanceof GitHubRateLimitError) blockedUntil = error.retryAt;
      if (error instanceof GitHubError) throw error;
      if (signal.aborted) throw gitHubTimedOut(Math.max(1, Math.round(timeoutMs / 1000)));
      if (error instanceof SyntaxError)
        throw new GitHubUnavailableError("GitHub answered with something that is not JSON.");
      throw new GitHubUnavailableError(`GitHub could not be reached (${(error as Error).message}).`);
    }
  }

  function remember(key: string, entry: { etag: string; body: unknown; next: string | undefined }) {
    etags.delete(key);
    etags.set(key, entry);
    if (etags.size > etagCacheSize) etags.delete(etags.keys().next().value as string);
  }

  const url = (path: string) => (/^https?:\/\//.test(path) ? path : `${apiUrl}${path}`);

  return {
    apiUrl,

    /** One JSON answer. */
    async get<T>(path: string, options: GetOptions = {}): Promise<T> {
      return (await request(url(path), options)).body as T;
    },

    /** Every page of a list, following `Link: <…>; rel="next"` (on GitHub's own host only). */
    async getAll<T>(path: string, options: GetOptions = {}): Promise<T[]> {
      const items: T[] = [];
      let next: string | undefined = url(path);
      for (let page = 0; next && page < maxPages; page += 1) {
        const answer = await request(next, options);
        if (!Array.isArray(answer.body))
          throw new GitHubUnavailableError("GitHub answered a list with something else.");
        items.push(...(answer.body as T[]));
        next = answer.next && sameOrigin(answer.next, apiUrl) ? answer.next : undefined;
      }
      return items;
    },
  };
}

/** The `rel="next"` address of a `Link` header. */
export function nextLink(header: string | null): string | undefined {
  for (const part of header?.split(",") ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim());
    if (match) return match[1];
  }
  return undefined;
}

function sameOrigin(address: string, base: string): boolean {
  try {
    return new URL(address).origin === new URL(base).origin;
  } catch {
    return false;
  }
}

function failure(status: number, text: string, now: Date): GitHubError {
  let message = "";
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message ?? "");
  } catch {
    // Not JSON: the status says enough.
  }
  // A secondary limit may come without a Retry-After: GitHub asks for at least a minute's wait.
  if ((status === 403 || status === 429) && /rate limit/i.test(message)) {
    return new GitHubRateLimitError(new Date(now.getTime() + 60_000));
  }
  if (status >= 500) return new GitHubUnavailableError(`GitHub answered ${status}. Try again in a moment.`);
  return new GitHubError(`GitHub refused the request (${status}${message ? `: ${message}` : ""}).`);
}
