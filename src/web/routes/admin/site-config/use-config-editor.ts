import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ComponentEntry } from "#shared/components/schema.ts";
import { type SiteConfig, siteConfigSchema } from "#shared/site-config/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { overviewQueryKey } from "#web/routes/admin/overview/overview-api.ts";
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

/** Spec §9: saved appears after 1000 ms and clears after 2000 ms; an error clears after 3000 ms. */
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
 * The Site Config editor's state: a draft of the configuration and the component list, the unsaved
 * flag (any edit sets it, saving clears it) and the save state machine of spec §4.
 */
export function useConfigEditor() {
  const client = useQueryClient();
  const stored = useStoredSiteConfig();
  const storedComponents = useStoredComponents();
  const [draft, setDraft] = useState<SiteConfig | undefined>();
  const [components, setComponents] = useState<ComponentEntry[] | undefined>();
  const [version, setVersion] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [componentsDirty, setComponentsDirty] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Take the server's copy when it arrives, unless the owner is in the middle of editing.
  useEffect(() => {
    if (stored.data && !dirty) {
      const { config, version: storedVersion } = splitDocument(stored.data);
      setDraft(config);
      setVersion(storedVersion);
    }
  }, [stored.data, dirty]);
  useEffect(() => {
    if (storedComponents.data && !componentsDirty) setComponents(storedComponents.data);
  }, [storedComponents.data, componentsDirty]);

  const update = useCallback(<G extends keyof SiteConfig>(group: G, patch: Partial<SiteConfig[G]>) => {
    setDraft((current) => (current ? { ...current, [group]: { ...current[group], ...patch } } : current));
    setDirty(true);
  }, []);

  const updateComponents = useCallback((next: ComponentEntry[]) => {
    setComponents(next);
    setComponentsDirty(true);
    setDirty(true);
  }, []);

  const replace = useCallback((config: SiteConfig, nextComponents?: ComponentEntry[]) => {
    setDraft(config);
    if (nextComponents) {
      setComponents(nextComponents);
      setComponentsDirty(true);
    }
    setDirty(true);
  }, []);

  const settle = (state: "saved" | "error") => {
    setSaveState(state);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setSaveState("idle"),
      state === "saved" ? saveTimings.savedFor : saveTimings.errorFor,
    );
  };

  const save = async (): Promise<boolean> => {
    if (!draft || saveState === "saving") return false;
    clearTimeout(timer.current);
    setSaveState("saving");
    setError(undefined);
    const started = Date.now();
    try {
      const parsed = siteConfigSchema.safeParse(draft);
      if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(", "));
      const saved = await saveConfigAndComponents(
        { config: parsed.data, version, components: componentsDirty ? components : undefined },
        (document) => {
          // Stored: from now on this is the version to save over, whatever happens to the list.
          setVersion(document.version);
          client.setQueryData(siteConfigQueryKey, document);
          void client.invalidateQueries({ queryKey: overviewQueryKey });
        },
      );
      await wait(Math.max(0, saveTimings.savedDelay - (Date.now() - started)));
      if (saved.components) client.setQueryData(componentsQueryKey, saved.components);
      setDraft(splitDocument(saved.document).config);
      setDirty(false);
      setComponentsDirty(false);
      setConflict(false);
      settle("saved");
      return true;
    } catch (caught) {
      await wait(Math.max(0, saveTimings.savedDelay - (Date.now() - started)));
      setConflict(caught instanceof ApiError && caught.status === 409);
      setError(caught instanceof Error ? caught.message : "Save failed");
      settle("error");
      return false;
    }
  };

  /** Both the configuration and the component list go back to the defaults; nothing is left unsaved. */
  const reset = async () => {
    const { siteConfig, components: defaults } = await resetSiteConfig();
    const next = splitDocument(siteConfig);
    client.setQueryData(siteConfigQueryKey, siteConfig);
    client.setQueryData(componentsQueryKey, defaults);
    void client.invalidateQueries({ queryKey: overviewQueryKey });
    setDraft(next.config);
    setVersion(next.version);
    setComponents(defaults);
    setDirty(false);
    setComponentsDirty(false);
    setConflict(false);
    setError(undefined);
  };

  /** After a 409: drop the draft and load the newest stored configuration. */
  const loadLatest = async () => {
    setDirty(false);
    setComponentsDirty(false);
    setConflict(false);
    setError(undefined);
    await Promise.all([
      client.invalidateQueries({ queryKey: siteConfigQueryKey }),
      client.invalidateQueries({ queryKey: componentsQueryKey }),
    ]);
  };

  return {
    loading: stored.isPending || storedComponents.isPending,
    loadError: stored.error ?? storedComponents.error,
    draft,
    components,
    dirty,
    saveState,
    conflict,
    error,
    update,
    updateComponents,
    replace,
    save,
    reset,
    loadLatest,
  };
}

export type ConfigEditor = ReturnType<typeof useConfigEditor>;
