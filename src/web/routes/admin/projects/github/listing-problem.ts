import { githubMessages } from "#shared/github/rules.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { localTime } from "./github-time.ts";

export interface ListingProblem {
  message: string;
  /** GitHub's refusal of the token in use, shown at the token field. */
  token: string | null;
  /** Worth asking again now (GitHub or Folio did not answer). */
  canRetry: boolean;
}

/** Why a list of repositories could not be read, in plain words. */
export function listingProblem(error: unknown): ListingProblem {
  if (!(error instanceof ApiError)) {
    return { message: "The repositories could not be listed.", token: null, canRetry: true };
  }
  if (error.status === 429) {
    const when = error.retryAt ? ` after ${localTime(error.retryAt)} (your time)` : " later";
    return {
      message: `${githubMessages.rateLimited} You can list repositories again${when}. Saving a personal access token raises the limit.`,
      token: null,
      canRetry: false,
    };
  }
  if (error.fields.token) {
    return {
      message: "GitHub refused the token. Replace or remove it below the name field.",
      token: error.fields.token,
      canRetry: false,
    };
  }
  return {
    message: error.message,
    token: null,
    canRetry: error.status === 0 || error.status >= 500,
  };
}
