import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type MediaUpload, mediaEndpoints } from "#shared/media/endpoints.ts";
import { projectEndpoints } from "#shared/projects/endpoints.ts";
import type { GalleryCard, GalleryCardList } from "#shared/projects/gallery-card.ts";
import { projectLimits } from "#shared/projects/rules.ts";
import type { Project, ProjectCreateInput, ProjectList } from "#shared/projects/schema.ts";
import { call } from "#web/lib/call.ts";
import { type UploadOptions, uploadFile } from "#web/lib/upload.ts";
import { sectionsQueryKey } from "#web/routes/admin/content/content-api.ts";

/** The URL search parameters that open the Projects tab with the 'Add New Project' form. */
export const newProjectParams = { tab: "projects", new: "1" } as const;

/** The projects of an `all=true` list, which answers them whole (the gallery's pages answer cards). */
function wholeProjects(list: ProjectList | GalleryCardList): Project[] {
  const items: (Project | GalleryCard)[] = list.items;
  if (!items.every((item): item is Project => "body" in item))
    throw new Error("GET /api/projects answered gallery cards; ask with all=true for whole projects");
  return items;
}

/** The admin's projects service: list (inactive included), stats, categories and the writes. */
export const projectKeys = {
  all: ["projects"] as const,
  list: ["projects", "list", "all"] as const,
  stats: ["projects", "stats", "all"] as const,
};

/**
 * Every project, inactive ones too. The API answers at most `listLimit` (100) at a time, so the list
 * is read page after page until it holds the `total` the server counts: the tab, its search and its
 * Export never stop at a hundred.
 */
async function everyProject(signal: AbortSignal): Promise<Project[]> {
  const projects: Project[] = [];
  for (;;) {
    const page = await call(
      projectEndpoints.list,
      { query: { all: "true", limit: projectLimits.listLimit, offset: projects.length } },
      { signal },
    );
    const items = wholeProjects(page);
    projects.push(...items);
    if (items.length === 0 || projects.length >= page.total) return projects;
  }
}

export function useProjectList() {
  return useQuery({ queryKey: projectKeys.list, queryFn: ({ signal }) => everyProject(signal) });
}

export function useProjectStats() {
  return useQuery({
    queryKey: projectKeys.stats,
    queryFn: async ({ signal }) => {
      try {
        return await call(projectEndpoints.stats, { query: { all: "true" } }, { signal });
      } catch (error) {
        // Stats failures are only logged; the cards show a dash.
        console.warn("Project stats could not be loaded", error);
        throw error;
      }
    },
  });
}

/** After any write, the list and the stats reload. */
function useInvalidateProjects() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: projectKeys.all });
}

export function useSaveProject() {
  const client = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    /** An edit sends the `version` it was based on (a newer one stored answers 409, decision 139). */
    mutationFn: ({ id, payload, version }: { id?: string; payload: ProjectCreateInput; version?: number }) =>
      id
        ? call(projectEndpoints.update, { params: { id }, body: { ...payload, version } })
        : call(projectEndpoints.create, { body: payload }),
    // A new category joins the Projects section's list on the server: the content tab reads it again.
    onSuccess: () =>
      Promise.all([invalidate(), client.invalidateQueries({ queryKey: sectionsQueryKey })]).then(
        () => undefined,
      ),
  });
}

/**
 * The projects placed by hand after a move (decision 061): the new order up to the last project that was
 * placed before or is the one just moved; the ones after it keep the priority and date order.
 */
export function placedAfterMove(
  previous: readonly Project[],
  nextIds: readonly string[],
  movedId: string,
): string[] {
  const placed = new Set(
    previous.filter((project) => project.position !== null).map((project) => project.id),
  );
  placed.add(movedId);
  const last = Math.max(...nextIds.map((id, index) => (placed.has(id) ? index : -1)));
  return nextIds.slice(0, last + 1);
}

/** Saves the gallery's manual order; the list shows it at once and goes back if the save fails. */
export function useReorderProjects() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => call(projectEndpoints.order, { body: { ids } }).then((r) => r.items),
    onMutate: async (ids: string[]) => {
      await client.cancelQueries({ queryKey: projectKeys.list });
      const before = client.getQueryData<Project[]>(projectKeys.list);
      if (before) {
        const byId = new Map(before.map((project) => [project.id, project]));
        const placed = ids.flatMap((id, index) => {
          const project = byId.get(id);
          return project ? [{ ...project, position: index + 1 }] : [];
        });
        const rest = before
          .filter((project) => !ids.includes(project.id))
          .map((p) => ({ ...p, position: null }));
        client.setQueryData(projectKeys.list, [...placed, ...rest]);
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) client.setQueryData(projectKeys.list, context.before);
    },
    onSuccess: (items) => client.setQueryData(projectKeys.list, items),
    onSettled: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function uploadMedia(file: File, options: UploadOptions): Promise<MediaUpload> {
  return uploadFile<MediaUpload>(mediaEndpoints.upload.path, file, options);
}
