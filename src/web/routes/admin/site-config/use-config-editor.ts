import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import type { ComponentEntry } from "#shared/components/schema.ts";
import { type SiteConfig, siteConfigSchema } from "#shared/site-config/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { useDraft } from "#web/lib/use-draft.ts";
import {
  componentsQueryKey,
  resetSiteConfig,
  saveConfigAndComponents,
  siteConfigQueryKey,
  splitDocument,
  useStoredComponents,
  useStoredSiteConfig,
} from "./site-config-api.ts";

export type SaveState = "idle" | "saving" | "saved" | "error";

/** 'Saved!' appears after 1000 ms and clears after 2000 ms; 'Error' clears after 3000 ms. */
export const saveTimings = { savedDelay: 1000, savedFor: 2000, errorFor: 3000 } as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** First error message per field path ("layout.mobileBreakpoint"), for inline errors. */
export function fieldErrors(config: SiteConfig): Record<string, string> {
  const parsed = siteConfigSchema.safeParse(config);
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/**
 * What the owner changed and has not saved. Nothing else is held locally: until the first edit the
 * editor shows the stored copy, and the save state comes from the save mutation.
 */
interface Draft {
  config: SiteConfig;
  /** The component list, once the owner changed it; until then the stored list applies. */
  components?: ComponentEntry[];
  /** The stored version the draft is based on: saving over an older one is refused (409). */
  version: number;
  /** The last save was refused because the configuration changed elsewhere meanwhile. */
  conflict?: boolean;
}

/**
 * The Site Config editor: the stored configuration and component list, the owner's draft over them
 * (any edit starts one, saving or resetting ends it), and the save state: 'saving' while the save
 * mutation runs (at least `savedDelay`), then 'saved' or 'error' for a while, then 'idle'.
 */
export function useConfigEditor() {
  const client = useQueryClient();
  const stored = useStoredSiteConfig();
  const storedComponents = useStoredComponents();
  // Kept in sessionStorage: an outage, a failed tab or a reload after an update does not lose it
  // (a draft based on an older version is refused on save, 409, and offered "Load latest").
  const [draft, setDraft] = useDraft<Draft>("site-config");

  const edit = useCallback(
    (change: (current: Draft) => Draft) =>
      setDraft((current) => {
        const base = current ?? (stored.data && splitDocument(stored.data));
        return base ? change(base) : current;
      }),
    [stored.data, setDraft],
  );

  const update = useCallback(
    <G extends keyof SiteConfig>(group: G, patch: Partial<SiteConfig[G]>) =>
      edit((current) => ({
        ...current,
        config: { ...current.config, [group]: { ...current.config[group], ...patch } },
      })),
    [edit],
  );

  const updateComponents = useCallback(
    (next: ComponentEntry[]) => edit((current) => ({ ...current, components: next })),
    [edit],
  );

  const replace = useCallback(
    (config: SiteConfig, nextComponents?: ComponentEntry[]) =>
      edit((current) => ({ ...current, config, components: nextComponents ?? current.components })),
    [edit],
  );

  const saving = useMutation({
    mutationFn: async (current: Draft) => {
      const started = Date.now();
      try {
        const parsed = siteConfigSchema.safeParse(current.config);
        if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(", "));
        return await saveConfigAndComponents(
          { config: parsed.data, version: current.version, components: current.components },
          (document) => {
            // Stored: from now on this is the version to save over, whatever happens to the list.
            setDraft((latest) => latest && { ...latest, version: document.version });
            client.setQueryData(siteConfigQueryKey, document);
          },
        );
      } finally {
        await wait(Math.max(0, saveTimings.savedDelay - (Date.now() - started)));
      }
    },
    onSuccess: (saved) => {
      if (saved.components) client.setQueryData(componentsQueryKey, saved.components);
      setDraft(null);
      idleAfter(saveTimings.savedFor);
    },
    onError: (caught) => {
      const conflict = caught instanceof ApiError && caught.status === 409;
      setDraft((latest) => latest && { ...latest, conflict });
      idleAfter(saveTimings.errorFor);
    },
  });
  const { isSuccess: saved, isError: failed } = saving;

  // 'Saved!' and 'Error' last a while from the moment the save ends, then the button is idle again.
  // The timer starts in the mutation's own callbacks, not in an effect after the next render.
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearSaveState = () => {
    clearTimeout(idleTimer.current);
    saving.reset();
  };
  function idleAfter(ms: number) {
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => saving.reset(), ms);
  }
  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const save = async (): Promise<boolean> => {
    if (!draft || saving.isPending) return false;
    try {
      await saving.mutateAsync(draft);
      return true;
    } catch {
      return false;
    }
  };

  /** Both the configuration and the component list go back to the defaults; nothing is left unsaved. */
  const resetting = useMutation({
    mutationFn: () => resetSiteConfig(),
    onSuccess: ({ siteConfig, components: defaults }) => {
      client.setQueryData(siteConfigQueryKey, siteConfig);
      client.setQueryData(componentsQueryKey, defaults);
      setDraft(null);
      clearSaveState();
    },
  });

  /** After a 409: drop the draft and load the newest stored configuration. */
  const loadLatest = async () => {
    setDraft(null);
    clearSaveState();
    await Promise.all([
      client.invalidateQueries({ queryKey: siteConfigQueryKey }),
      client.invalidateQueries({ queryKey: componentsQueryKey }),
    ]);
  };

  const saveState: SaveState = saving.isPending ? "saving" : saved ? "saved" : failed ? "error" : "idle";
  // A stored copy known to be out of date (another screen wrote the configuration, e.g. a résumé import)
  // is not offered for editing while the newer one loads: an edit over it could only end in a conflict.
  const outdated = (query: { isStale: boolean; isFetching: boolean }) => query.isStale && query.isFetching;
  return {
    loading:
      stored.isPending ||
      storedComponents.isPending ||
      (draft === null && (outdated(stored) || outdated(storedComponents))),
    loadError: stored.error ?? storedComponents.error,
    draft: draft?.config ?? (stored.data && splitDocument(stored.data).config),
    components: draft?.components ?? storedComponents.data,
    dirty: draft !== null,
    saveState,
    conflict: draft?.conflict ?? false,
    error: failed ? saving.error.message : undefined,
    update,
    updateComponents,
    replace,
    save,
    reset: async () => {
      await resetting.mutateAsync();
    },
    loadLatest,
  };
}

export type ConfigEditor = ReturnType<typeof useConfigEditor>;
