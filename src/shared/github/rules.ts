/** The GitHub import's plain rules (no zod): what a name looks like, how many at once, readable titles. */
export const githubLimits = {
  /** Repositories imported in one request. */
  importMax: 30,
  tokenMax: 255,
} as const;

/** A GitHub user or organisation name: letters, digits and single hyphens, at most 39 characters. */
export const isGithubLogin = (value: string) =>
  /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/.test(value);

/** `owner/name` as GitHub spells a repository. */
export const isRepositoryName = (value: string) =>
  /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/[A-Za-z0-9._-]{1,100}$/.test(value);

/**
 * A repository's name as a title: words split at hyphens, underscores, dots and camel case, each begun
 * with a capital ("my-cool_app" → "My Cool App", "folioAPI" → "Folio API").
 */
export function readableTitle(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[-_.\s]+/)
    .filter(Boolean);
  const title = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  return title || name;
}

export const githubMessages = {
  loginInvalid: "Enter a GitHub user or organisation name (letters, digits and hyphens)",
  repositoryInvalid: "Each repository must be written owner/name",
  chooseSome: "Choose at least one repository",
  tooMany: `Import at most ${githubLimits.importMax} repositories at once`,
  tokenInvalid: "Paste a GitHub personal access token",
  alreadyImported: "It was imported already.",
  inTrash: "It was imported already, and that project is in the Trash: restore it from there.",
  notImported: "That project was not imported from GitHub.",
  /** How every rate-limit refusal begins (the admin shows the time to try again in the owner's own zone). */
  rateLimited: "GitHub's rate limit is reached.",
} as const;
