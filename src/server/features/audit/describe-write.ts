/** What an admin write did, in words for the Overview's recent activity; null when it is not recorded. */
export interface WriteDescription {
  area: string;
  summary: string;
}

interface WriteRequest {
  method: string;
  /** The route pattern, e.g. /api/sections/:id. */
  route: string;
  body: unknown;
  query: unknown;
}

function field(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "string" && found.trim() ? found.trim() : undefined;
}

function quoted(name: string | undefined, fallback: string): string {
  return name ? `“${name.length > 60 ? `${name.slice(0, 59)}…` : name}”` : fallback;
}

function describeSections(method: string, route: string, body: unknown): string {
  if (route.endsWith("/import")) {
    const sections = (body as { sections?: unknown[] } | null)?.sections;
    return `Imported ${Array.isArray(sections) ? sections.length : 0} content sections`;
  }
  const name = quoted(field(body, "name"), "a content section");
  if (method === "POST") return `Added content section ${name}`;
  if (method === "DELETE") return "Deleted a content section";
  const keys = typeof body === "object" && body ? Object.keys(body) : [];
  const status = field(body, "status");
  if (status && keys.length === 1) return `Set a content section to ${status}`;
  return `Edited content section ${name}`;
}

function describeProjects(method: string, body: unknown, query: unknown): string {
  const title = quoted(field(body, "title"), "a project");
  if (method === "POST") return `Added project ${title}`;
  if (method === "DELETE")
    return field(query, "permanent") === "true" ? "Permanently deleted a project" : "Deactivated a project";
  return `Updated project ${title}`;
}

/**
 * Inbox housekeeping that is worth a line: archiving, marking as spam, deleting. Marking a message read
 * (done by opening it) or unread changes nothing on the site and is not recorded.
 */
function describeFeedback(method: string, body: unknown): string | null {
  if (method === "DELETE") return "Deleted a message";
  const status = field(body, "status");
  if (status === "archived") return "Archived a message";
  if (status === "spam") return "Marked a message as spam";
  return null;
}

const fixed: Record<string, WriteDescription> = {
  "PUT /api/site-config": { area: "site-config", summary: "Updated the site configuration" },
  "POST /api/site-config/reset": {
    area: "site-config",
    summary: "Reset the site configuration and components to defaults",
  },
  "PUT /api/components": { area: "components", summary: "Changed which page components are shown" },
  "POST /api/media": { area: "media", summary: "Uploaded a media file" },
  "POST /api/admin/restore": { area: "backup", summary: "Restored the site from a backup" },
};

export function describeWrite({ method, route, body, query }: WriteRequest): WriteDescription | null {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return null;
  if (!route.startsWith("/api/") || route.startsWith("/api/auth")) return null;
  const known = fixed[`${method} ${route}`];
  if (known) return known;
  if (route.startsWith("/api/sections"))
    return { area: "sections", summary: describeSections(method, route, body) };
  if (route.startsWith("/api/projects"))
    return { area: "projects", summary: describeProjects(method, body, query) };
  if (route.startsWith("/api/feedback")) {
    const summary = describeFeedback(method, body);
    return summary ? { area: "feedback", summary } : null;
  }
  const area = route.split("/")[2] ?? "api";
  return { area, summary: `${method} ${route}` };
}
