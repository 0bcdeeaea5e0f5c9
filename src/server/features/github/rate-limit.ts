/**
 * GitHub's rate-limit headers read from one answer (docs.github.com, "Rate limits for the REST API"):
 * `x-ratelimit-remaining: 0` means the primary limit is spent until `x-ratelimit-reset` (epoch seconds);
 * a 403 or 429 with `retry-after` (seconds), or with no requests remaining, is a refusal until then; a
 * secondary limit without either header means waiting at least a minute.
 */
export interface RateLimitState {
  /** The request was refused for the rate limit: try again at this time. */
  retryAt?: Date;
  /** The request went through but no more may be made before this time. */
  exhaustedUntil?: Date;
}

export function rateLimitOf(response: Response, now: Date): RateLimitState {
  const headers = response.headers;
  const remaining = headers.get("x-ratelimit-remaining");
  const reset = Number(headers.get("x-ratelimit-reset") ?? Number.NaN);
  const retryAfter = Number(headers.get("retry-after") ?? Number.NaN);
  const resetAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
  const exhausted = remaining === "0";
  const refused =
    response.status === 429 || (response.status === 403 && (exhausted || Number.isFinite(retryAfter)));
  if (!refused) return exhausted && resetAt && resetAt > now ? { exhaustedUntil: resetAt } : {};
  if (Number.isFinite(retryAfter))
    return { retryAt: new Date(now.getTime() + Math.max(1, retryAfter) * 1000) };
  if (exhausted && resetAt && resetAt > now) return { retryAt: resetAt };
  return { retryAt: new Date(now.getTime() + 60_000) };
}
