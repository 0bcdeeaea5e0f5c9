import { Bold, Code, Heading2, Italic, Link2, List, Loader2 } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import "#web/components/markdown/markdown-body.css";
import { MediaLibraryButton } from "#web/routes/admin/content/editors/media-library-button.tsx";
import {
  codeFormat,
  insertImage,
  insertLink,
  prefixLines,
  type TextEdit,
  wrapSelection,
} from "./markdown-editing.ts";
import styles from "./markdown-editor.module.css";
import { useMarkdownPreview } from "./use-markdown-preview.ts";

export interface MarkdownEditorProps {
  id?: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

type Format = (edit: TextEdit) => TextEdit;

const tools: { name: string; keys?: string; icon: ReactNode; format: Format }[] = [
  { name: "Heading", icon: <Heading2 />, format: (edit) => prefixLines(edit, "## ") },
  { name: "Bold", keys: "b", icon: <Bold />, format: (edit) => wrapSelection(edit, "**", "**", "bold") },
  { name: "Italic", keys: "i", icon: <Italic />, format: (edit) => wrapSelection(edit, "_", "_", "italic") },
  { name: "Link", keys: "k", icon: <Link2 />, format: insertLink },
  { name: "List", icon: <List />, format: (edit) => prefixLines(edit, "- ") },
  { name: "Code", keys: "e", icon: <Code />, format: codeFormat },
];

const shortcut = (keys: string) => `Ctrl+${keys.toUpperCase()}`;

/**
 * The write-up's editor: Markdown in a textarea with a formatting toolbar (and Ctrl/⌘ shortcuts),
 * images from the media library, and the preview the server renders with the project page's own code
 * (no Markdown library in the browser). Write and Preview are tabs on a narrow screen, side by side
 * on a wide one.
 */
export function MarkdownEditor({ id, label, value, onChange, error }: MarkdownEditorProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const preview = useMarkdownPreview(value);

  useEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection.start, selection.end);
  });

  function apply(format: Format) {
    const element = textarea.current;
    if (!element) return;
    const edit = format({ text: value, start: element.selectionStart, end: element.selectionEnd });
    pendingSelection.current = { start: edit.start, end: edit.end };
    onChange(edit.text);
    setTab("write");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = tools.find((candidate) => candidate.keys === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    apply(tool.format);
  }

  const describedBy = [error ? `${fieldId}-error` : "", `${fieldId}-hint`].filter(Boolean).join(" ");

  return (
    <div className={styles.editor}>
      <div className={styles.head}>
        <label htmlFor={fieldId} className={styles.label}>
          {label}
        </label>
        <div className={styles.tabs} role="tablist" aria-label="Write or preview">
          {(["write", "preview"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${fieldId}-${name}-tab`}
              aria-controls={`${fieldId}-${name}`}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(name)}
              onKeyDown={(event) => {
                if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
                const other = name === "write" ? "preview" : "write";
                setTab(other);
                document.getElementById(`${fieldId}-${other}-tab`)?.focus();
              }}
            >
              {name === "write" ? "Write" : "Preview"}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.panes}>
        <div
          className={styles.pane}
          id={`${fieldId}-write`}
          role="tabpanel"
          aria-labelledby={`${fieldId}-write-tab`}
          data-active={tab === "write"}
        >
          <fieldset className={styles.toolbar} aria-label="Formatting">
            {tools.map((tool) => (
              <button
                key={tool.name}
                type="button"
                className={styles.tool}
                aria-label={tool.name}
                title={tool.keys ? `${tool.name} (${shortcut(tool.keys)})` : tool.name}
                onClick={() => apply(tool.format)}
              >
                {tool.icon}
              </button>
            ))}
            <span className={styles.library}>
              <MediaLibraryButton current="" onPick={(url) => apply((edit) => insertImage(edit, url))} />
            </span>
          </fieldset>
          <textarea
            ref={textarea}
            id={fieldId}
            className={styles.textarea}
            dir="auto"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            spellCheck
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-testid="markdown-textarea"
          />
        </div>
        <div
          className={`${styles.pane} ${styles.previewPane}`}
          id={`${fieldId}-preview`}
          role="tabpanel"
          aria-labelledby={`${fieldId}-preview-tab`}
          aria-busy={preview.loading}
          data-active={tab === "preview"}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls; a keyboard must reach it to scroll it.
          tabIndex={0}
        >
          {preview.loading && <Loader2 className={styles.spinner} aria-hidden="true" />}
          {preview.error ? (
            <p className={styles.previewNote} role="alert">
              {preview.error}
            </p>
          ) : value.trim() === "" ? (
            <p className={styles.previewNote}>Nothing to preview yet.</p>
          ) : (
            <div
              className={`markdown-body ${styles.rendered}`}
              dir="auto"
              data-testid="markdown-preview"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering (renderMarkdown), the project page's own HTML.
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          )}
        </div>
      </div>
      {error ? (
        <span className={styles.error} id={`${fieldId}-error`}>
          {error}
        </span>
      ) : null}
      <span className={styles.hint} id={`${fieldId}-hint`}>
        Markdown: ## headings, **bold**, _italic_, lists, [links](https://…), tables, ```code```. HTML is not
        shown.
      </span>
    </div>
  );
}
