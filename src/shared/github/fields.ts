/**
 * The fields of a project that come from its GitHub repository and a refresh may write again (decision
 * 146). A field whose value is no longer what Folio last wrote there was changed by the owner: it is
 * locked, and no refresh overwrites it until the owner unlocks it.
 */
export const githubFields = [
  "title",
  "description",
  "technologies",
  "repositoryLink",
  "websiteLink",
  "writeUp",
] as const;
export type GithubField = (typeof githubFields)[number];

export const githubFieldLabels: Record<GithubField, string> = {
  title: "Title",
  description: "Description",
  technologies: "Technologies",
  repositoryLink: "Repository link",
  websiteLink: "Website link",
  writeUp: "Write-up",
};

export interface GithubValues {
  title: string;
  description: string;
  technologies: string[];
  repositoryLink: string | null;
  websiteLink: string | null;
  writeUp: string;
}

/** A project's values of those fields. */
export function githubValuesOf(project: {
  title: string;
  description: string;
  technologies: readonly string[];
  links: { github?: string; live?: string };
  body: string;
}): GithubValues {
  return {
    title: project.title,
    description: project.description,
    technologies: [...project.technologies],
    repositoryLink: project.links.github ?? null,
    websiteLink: project.links.live ?? null,
    writeUp: project.body,
  };
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields the owner changed since Folio last wrote them (all of them when nothing was recorded). */
export function lockedFields(current: GithubValues, written: Partial<GithubValues>): GithubField[] {
  return githubFields.filter((field) => !(field in written) || !sameValue(current[field], written[field]));
}
