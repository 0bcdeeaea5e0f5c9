import { useEffect, useState } from "react";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { ProjectsPageData } from "#shared/projects/schema.ts";
import { api } from "#web/lib/api-client.ts";

export interface GalleryProjects extends ProjectsPageData {
  loading: boolean;
}

/**
 * The gallery's projects (gallery load). The server-rendered page carries them, so usually nothing
 * loads. When the server could not read the database ("unavailable"), the browser tries the API once:
 * 'Loading projects...' meanwhile, then the projects, or the samples again if it fails too.
 */
export function useGalleryProjects(initial: ProjectsPageData): GalleryProjects {
  const [state, setState] = useState<GalleryProjects>({ ...initial, loading: false });

  useEffect(() => {
    if (initial.source !== "unavailable") return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    api
      .get<{ items: ProjectsPageData["items"] }>("/api/projects", { signal: controller.signal })
      .then(({ items }) =>
        setState(
          items.length > 0
            ? { items, source: "database", loading: false }
            : { items: [...sampleProjects], source: "sample", loading: false },
        ),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Projects could not be loaded", error);
        setState({ items: [...sampleProjects], source: "unavailable", loading: false });
      });
    return () => controller.abort();
  }, [initial.source]);

  return state;
}
