import { Download, Eye, EyeOff, RotateCcw } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import toast from "react-hot-toast";
import { useSearchParams } from "react-router";
import { configExportFileName, invalidConfigFileMessage } from "#shared/sections/write-schema.ts";
import { siteConfigSchema } from "#shared/site-config/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { useConfirm } from "#web/routes/admin/components/confirm-dialog.tsx";
import { FileImportButton } from "#web/routes/admin/components/file-import-button.tsx";
import { downloadJson, readJsonFile } from "#web/routes/admin/components/file-transfer.ts";
import { ActionsDivider, EmptyState, LoadingState, TabHeader } from "#web/routes/admin/components/panel.tsx";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { LivePreview, usePreviewLayout } from "#web/routes/admin/preview/live-preview.tsx";
import { ConfigHistory } from "./config-history.tsx";
import { applyConfigFile } from "./config-import.ts";
import { ConfigPanel } from "./config-panel.tsx";
import { configSections } from "./config-sections.ts";
import { SaveButton } from "./save-button.tsx";
import styles from "./site-config.module.css";
import { UnsavedBar } from "./unsaved-bar.tsx";
import { fieldErrors, useConfigEditor } from "./use-config-editor.ts";

const resetMessage =
  "Are you sure you want to reset all configuration to defaults? This action cannot be undone.";

export function SiteConfigTab() {
  const editor = useConfigEditor();
  const { confirm, dialog } = useConfirm();
  const [searchParams, setSearchParams] = useSearchParams();
  const active =
    configSections.find((section) => section.id === searchParams.get("section")) ?? configSections[0];
  const sectionId = active?.id ?? "theme";
  const activeButton = useRef<HTMLButtonElement>(null);
  const layout = usePreviewLayout();
  // A panel with nothing to preview (Backups, Security…) keeps the whole width, without the toggle.
  const previewable = active?.preview !== false;
  const preview = previewable ? layout : { ...layout, shown: false };
  // Checked once per change of the draft, not on every render of the tab.
  const errors = useMemo(() => (editor.draft ? fieldErrors(editor.draft) : {}), [editor.draft]);

  // On narrow screens the section list scrolls sideways: keep the open section in view (horizontally only).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when the open section or the loaded state changes.
  useEffect(() => {
    const button = activeButton.current;
    const nav = button?.parentElement;
    if (button && nav && nav.scrollWidth > nav.clientWidth) nav.scrollLeft = button.offsetLeft - 8;
  }, [sectionId, editor.loading]);

  if (editor.loading) return <LoadingState label="Loading configuration..." />;
  if (editor.loadError || !editor.draft || !editor.components) {
    return <EmptyState title="Failed to load the configuration" message={editor.loadError?.message} />;
  }
  const { draft, components } = editor;

  const exportConfig = () => {
    // As it would be saved: only the texts the owner changed, the language in its canonical spelling.
    const parsed = siteConfigSchema.safeParse(draft);
    downloadJson(configExportFileName, { ...(parsed.success ? parsed.data : draft), components });
    toast.success("Configuration exported");
  };

  const importConfig = async (file: File) => {
    const result = applyConfigFile(draft, await readJsonFile(file));
    if (!result.ok) {
      toast.error(invalidConfigFileMessage);
      return;
    }
    editor.replace(result.config, result.components);
    toast.success("Configuration imported. Review it, then save.");
  };

  const reset = async () => {
    if (!(await confirm({ message: resetMessage, confirmLabel: "Reset", title: "Reset configuration" })))
      return;
    try {
      await editor.reset();
      toast.success("Configuration reset to defaults");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Reset failed");
    }
  };

  const save = async () => {
    if (await editor.save()) toast.success("Configuration saved");
  };

  return (
    <div>
      <TabHeader
        title="Site Configuration"
        description="Theme, identity, layout, SEO and more — stored on the server and applied to the public page."
        actions={
          <>
            <Button onClick={exportConfig}>
              <Download /> Export
            </Button>
            <FileImportButton onFile={(file) => void importConfig(file)} testId="config-import-input" />
            <Button variant="danger" onClick={() => void reset()}>
              <RotateCcw /> Reset
            </Button>
            <ActionsDivider />
            <SaveButton state={editor.saveState} dirty={editor.dirty} onSave={() => void save()} />
          </>
        }
      />

      {editor.error && editor.saveState === "error" && !editor.conflict && (
        <p className={styles.saveError} role="alert">
          {editor.error}
        </p>
      )}

      <div className={styles.previewBar}>
        {previewable ? (
          <Button variant="ghost" size="small" aria-pressed={preview.shown} onClick={preview.toggle}>
            {preview.shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {preview.shown ? (preview.side ? "Hide preview" : "Back to settings") : "Preview"}
          </Button>
        ) : (
          <p className={styles.previewNone} data-testid="no-preview-note">
            Nothing on the page changes with these settings, so there is no preview here.
          </p>
        )}
      </div>

      <div
        className={styles.layout}
        data-preview={preview.shown ? (preview.side ? "side" : "full") : undefined}
      >
        <nav className={`${surfaces.card} ${styles.subnav}`} aria-label="Configuration sections">
          {configSections.map(({ id, label, icon: Icon }) => (
            <button
              key={id}
              type="button"
              className={`${styles.subnavItem} ${id === sectionId ? styles.subnavActive : ""}`}
              aria-current={id === sectionId ? "page" : undefined}
              ref={id === sectionId ? activeButton : undefined}
              onClick={() => setSearchParams({ tab: "site-config", section: id }, { replace: true })}
            >
              <Icon aria-hidden="true" />
              {label}
            </button>
          ))}
        </nav>
        <div className={styles.panelColumn} hidden={preview.shown && !preview.side}>
          {sectionId === "history" ? (
            <ConfigHistory editor={editor} />
          ) : (
            <ConfigPanel
              section={sectionId}
              config={draft}
              errors={errors}
              update={editor.update}
              components={components}
              onComponentsChange={editor.updateComponents}
            />
          )}
        </div>
        {preview.shown && (
          <LivePreview
            className={styles.preview}
            draft={{ siteConfig: draft, components }}
            title="Preview of the page with these settings"
          />
        )}
      </div>

      {(editor.dirty || editor.conflict) && (
        <UnsavedBar
          conflict={editor.conflict}
          saveState={editor.saveState}
          onSave={() => void save()}
          onLoadLatest={() => void editor.loadLatest()}
        />
      )}
      {dialog}
    </div>
  );
}
