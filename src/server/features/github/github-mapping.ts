import { readableTitle } from "#shared/github/rules.ts";
import type { GithubRepository } from "#shared/github/schema.ts";
import { caseStudyLimits } from "#shared/projects/case-study.ts";
import { distinctEntries, isProjectUrl, projectDefaults } from "#shared/projects/rules.ts";
import type { ReadmeBases } from "./readme-urls.ts";

/** The fields Folio reads of GitHub's repository object (REST "Get a repository", "List repositories for a user"). */
export interface RawRepository {
  id: number;
  name: string;
  full_name: string;
  private?: boolean;
  html_url: string;
  description: string | null;
  fork?: boolean;
  archived?: boolean;
  homepage?: string | null;
  stargazers_count?: number;
  language?: string | null;
  topics?: string[];
  pushed_at?: string | null;
  default_branch?: string;
}

/** REST "Get a repository README": the file as base64 with where it lives. */
export interface RawReadme {
  path?: string;
  /** The file's blob: another sha, another README. */
  sha?: string;
  size?: number;
  content?: string;
  encoding?: string;
  html_url?: string | null;
  download_url?: string | null;
}

const isRepository = (value: unknown): value is RawRepository =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as RawRepository).id === "number" &&
  typeof (value as RawRepository).full_name === "string" &&
  typeof (value as RawRepository).html_url === "string";

export function checkRepository(value: unknown): RawRepository {
  if (!isRepository(value))
    throw new TypeError("GitHub answered a repository without its id, name or address.");
  return value;
}

const homepageOf = (repo: RawRepository) => {
  const value = repo.homepage?.trim() ?? "";
  return value && /^https?:\/\//i.test(value) && isProjectUrl(value) ? value : null;
};

export function toRepositorySummary(repo: RawRepository, importedAs: string | null): GithubRepository {
  return {
    id: String(repo.id),
    fullName: repo.full_name,
    name: repo.name,
    description: repo.description ?? null,
    topics: Array.isArray(repo.topics) ? repo.topics.filter((topic) => typeof topic === "string") : [],
    language: repo.language ?? null,
    stars: Number(repo.stargazers_count ?? 0),
    pushedAt: repo.pushed_at ?? null,
    fork: Boolean(repo.fork),
    archived: Boolean(repo.archived),
    private: Boolean(repo.private),
    htmlUrl: repo.html_url,
    homepage: homepageOf(repo),
    importedAs,
  };
}

/** Languages by bytes (most first), then topics; each once, as a project's technologies may hold them. */
export function technologiesOf(languages: Record<string, number>, topics: readonly string[]): string[] {
  const ordered = Object.entries(languages)
    .filter(([, bytes]) => typeof bytes === "number")
    .sort((a, b) => b[1] - a[1])
    .map(([name]) => name);
  return distinctEntries(
    [...ordered, ...topics].map((item) => item.trim()).filter((item) => item && item.length <= 100),
  ).slice(0, 50);
}

/** A project's fields from its repository (the write-up and cover are added by the import). */
export function projectFieldsOf(repo: RawRepository, technologies: string[]) {
  const title = readableTitle(repo.name).slice(0, 200);
  const homepage = homepageOf(repo);
  return {
    title,
    description: (repo.description?.trim() || `${title}, a repository on GitHub.`).slice(0, 5000),
    // The main language groups a developer's repositories in the gallery's filter, in any site's language.
    category: repo.language?.trim().slice(0, 100) || projectDefaults.category,
    technologies,
    links: { github: repo.html_url, ...(homepage ? { live: homepage } : {}) },
  };
}

/** Where a README's relative links and images point: its own folder on the default branch, and the root. */
export function readmeBases(repo: RawRepository, readme: RawReadme, apiUrl: string): ReadmeBases {
  const branch = repo.default_branch ?? "HEAD";
  const path = readme.path ?? "README.md";
  const rawFile = readme.download_url ?? `${rawHost(apiUrl)}/${repo.full_name}/${branch}/${path}`;
  const pageFile = readme.html_url ?? `${repo.html_url}/blob/${branch}/${path}`;
  const depth = path.split("/").length - 1;
  const up = (file: string, levels: number) => new URL(`${"../".repeat(levels)}`, new URL(".", file)).href;
  return {
    rawDir: up(rawFile, 0),
    rawRoot: up(rawFile, depth),
    pageDir: up(pageFile, 0),
    pageRoot: up(pageFile, depth),
  };
}

const rawHost = (apiUrl: string) =>
  new URL(apiUrl).hostname === "api.github.com"
    ? "https://raw.githubusercontent.com"
    : `${new URL(apiUrl).origin}/raw`;

/** The README's Markdown, or why it cannot be a write-up. */
export function readmeText(readme: RawReadme): { text: string } | { tooLarge: number } {
  const size = Number(readme.size ?? 0);
  // Files over 1 MB come without content (encoding "none"); a write-up holds far less anyway.
  if (readme.encoding === "none" || size > caseStudyLimits.bodyMax * 4) return { tooLarge: size };
  const text =
    readme.encoding === "base64"
      ? Buffer.from(readme.content ?? "", "base64").toString("utf8")
      : String(readme.content ?? "");
  return text.length > caseStudyLimits.bodyMax ? { tooLarge: size } : { text };
}
