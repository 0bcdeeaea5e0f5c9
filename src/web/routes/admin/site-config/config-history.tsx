import type { ComponentEntry } from "#shared/components/schema.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { LoadingState } from "#web/routes/admin/components/panel.tsx";
import { HistoryPanel } from "#web/routes/admin/history/history-panel.tsx";
import { PanelFrame, panelStyles as styles } from "./panels/panel-frame.tsx";
import { splitDocument, useStoredComponents, useStoredSiteConfig } from "./site-config-api.ts";
import type { ConfigEditor } from "./use-config-editor.ts";

/**
 * Site Config → History (issue 40): the configuration's versions (every panel, the texts included) and
 * the page layout's, each against what is saved now. A version shown goes into the editor, unsaved, and
 * so into the live preview; a restore saves it as a new version and replaces what is being edited.
 */
export function ConfigHistory({ editor }: { editor: ConfigEditor }) {
  const stored = useStoredSiteConfig();
  const components = useStoredComponents();
  if (!stored.data || !components.data) return <LoadingState label="Loading the history…" />;
  const restored = () => void editor.loadLatest();
  return (
    <div className={styles.panelStack}>
      <PanelFrame
        title="History of the settings and texts"
        description="Every save of Site Config keeps a version: who saved it, when, and what changed."
      >
        <HistoryPanel
          kind="site-config"
          current={splitDocument(stored.data).config}
          onShow={(content) => editor.replace(content as SiteConfig)}
          onRestored={restored}
          unsaved={editor.dirty}
        />
      </PanelFrame>
      <PanelFrame
        title="History of the layout"
        description="The page's sections: which are shown, and in which order."
      >
        <HistoryPanel
          kind="components"
          current={components.data}
          onShow={(content) => editor.updateComponents(content as ComponentEntry[])}
          onRestored={restored}
          unsaved={editor.dirty}
        />
      </PanelFrame>
    </div>
  );
}
