import { githubMessages } from "#shared/github/rules.ts";

/**
 * What can go wrong talking to GitHub, each with a message the owner can act on. The import answers
 * them per repository; the routes turn them into the API's error body (`toAppError`).
 */
export class GitHubError extends Error {
  override name = "GitHubError";
}

/** GitHub's primary or secondary rate limit: nothing more is asked until `retryAt`. */
export class GitHubRateLimitError extends GitHubError {
  override name = "GitHubRateLimitError";
  constructor(readonly retryAt: Date) {
    super(
      `${githubMessages.rateLimited} Try again after ${retryAt.toISOString().slice(11, 16)} UTC` +
        ` (in ${minutesUntil(retryAt)}). Saving a personal access token raises the limit.`,
    );
  }
}

/** 401: the token was refused (revoked, expired or mistyped). */
export class GitHubAuthError extends GitHubError {
  override name = "GitHubAuthError";
  constructor() {
    super("GitHub refused the saved token (expired, revoked or mistyped). Replace or remove it.");
  }
}

/** 404: no such user, organisation or repository (or a private one the token cannot see). */
export class GitHubNotFoundError extends GitHubError {
  override name = "GitHubNotFoundError";
  constructor(what: string) {
    super(`${what} was not found on GitHub. It may have been renamed, deleted or made private.`);
  }
}

/** No answer in time, a refused connection or a 5xx. */
export class GitHubUnavailableError extends GitHubError {
  override name = "GitHubUnavailableError";
}

export const gitHubTimedOut = (seconds: number) =>
  new GitHubUnavailableError(`GitHub did not answer within ${seconds} seconds. Try again in a moment.`);

/** Something fetched was too large, of the wrong type, or from a place Folio does not fetch from. */
export class GitHubContentError extends GitHubError {
  override name = "GitHubContentError";
}

function minutesUntil(when: Date): string {
  const minutes = Math.max(1, Math.ceil((when.getTime() - Date.now()) / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
