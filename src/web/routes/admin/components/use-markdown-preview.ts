import { useEffect, useState } from "react";
import { projectEndpoints } from "#shared/projects/endpoints.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { call } from "#web/lib/call.ts";

/** How long typing must pause before the preview is asked for. */
export const previewDelayMs = 350;

/**
 * The server's rendering of `source` (POST /api/projects/markdown-preview), asked for once typing
 * pauses; an older answer never replaces a newer one (the earlier request is aborted).
 */
export function useMarkdownPreview(source: string) {
  const [state, setState] = useState({ html: "", loading: false, error: "" });

  useEffect(() => {
    if (source.trim() === "") {
      setState({ html: "", loading: false, error: "" });
      return;
    }
    const controller = new AbortController();
    setState((last) => ({ ...last, loading: true }));
    const timer = setTimeout(() => {
      call(projectEndpoints.markdownPreview, { body: { body: source } }, { signal: controller.signal })
        .then(({ html }) => setState({ html, loading: false, error: "" }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError ? error.message : "The preview could not be made.";
          setState((last) => ({ ...last, loading: false, error: message }));
        });
    }, previewDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [source]);

  return state;
}
