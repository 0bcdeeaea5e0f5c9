import { Monitor, RotateCw, Smartphone } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import styles from "./preview.module.css";
import { isPreviewMessage, type PreviewDraft, previewPath } from "./preview-draft.ts";

/** From this width the preview sits beside the form; below it, it is behind the Preview toggle. */
export const sideBySideQuery = "(min-width: 1200px)";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(sideBySideQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isWide = () => window.matchMedia(sideBySideQuery).matches;

/**
 * Whether the preview is shown and where: beside the form on a wide screen (shown unless the owner
 * hides it), in place of the form on a narrow one (hidden until the owner asks for it).
 */
export interface PreviewLayout {
  shown: boolean;
  side: boolean;
  toggle: () => void;
}

export function usePreviewLayout(): PreviewLayout {
  const side = useSyncExternalStore(subscribeWide, isWide, () => false);
  const [choice, setChoice] = useState<{ wide: boolean; narrow: boolean }>({ wide: true, narrow: false });
  const shown = side ? choice.wide : choice.narrow;
  const toggle = useCallback(
    () =>
      setChoice((current) =>
        side ? { ...current, wide: !current.wide } : { ...current, narrow: !current.narrow },
      ),
    [side],
  );
  return { shown, side, toggle };
}

const frameWidths = { desktop: 1280, phone: 390 } as const;

/**
 * The live preview: the real public page in a same-origin frame, sent the unsaved draft on every change
 * (and again whenever the frame reloads). The page is laid out at a desktop or phone width and scaled
 * to the space available, so what the owner sees is what visitors will see.
 */
export function LivePreview({
  draft,
  title,
  className,
}: {
  draft: PreviewDraft;
  title: string;
  className?: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  // Until the owner picks one: the phone width where a desktop page would be too small to read.
  const [picked, setDevice] = useState<keyof typeof frameWidths | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [ready, setReady] = useState(false);
  const [reloads, setReloads] = useState(0);
  const latest = useRef(draft);
  latest.current = draft;

  const send = useCallback(() => {
    frame.current?.contentWindow?.postMessage(
      { type: "folio-preview:draft", draft: latest.current },
      window.location.origin,
    );
  }, []);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (isPreviewMessage(event.data) && event.data.type === "folio-preview:ready") {
        setReady(true);
        send();
      }
    };
    window.addEventListener("message", receive);
    return () => window.removeEventListener("message", receive);
  }, [send]);

  // A burst of keystrokes becomes one render of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draft is what schedules the send.
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(send, 120);
    return () => window.clearTimeout(timer);
  }, [draft, ready, send]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const device = picked ?? (size.width > 0 && size.width < 560 ? "phone" : "desktop");
  const pageWidth = frameWidths[device];
  const available = device === "phone" ? Math.min(size.width, pageWidth) : size.width;
  const scale = available > 0 ? Math.min(1, available / pageWidth) : 1;

  return (
    <section className={`${styles.preview} ${className ?? ""}`} aria-label="Live preview">
      <div className={styles.toolbar}>
        <span className={styles.label}>
          <span className={styles.dot} aria-hidden="true" /> Live preview
          <span className={styles.note}>unsaved changes included</span>
        </span>
        <span className={styles.tools} role="toolbar" aria-label="Preview width">
          <button
            type="button"
            aria-pressed={device === "desktop"}
            aria-label="Desktop width"
            title="Desktop width"
            onClick={() => setDevice("desktop")}
          >
            <Monitor aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-pressed={device === "phone"}
            aria-label="Phone width"
            title="Phone width"
            onClick={() => setDevice("phone")}
          >
            <Smartphone aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label="Reload preview"
            title="Reload preview"
            onClick={() => {
              setReady(false);
              setReloads((count) => count + 1);
            }}
          >
            <RotateCw aria-hidden="true" />
          </button>
        </span>
      </div>
      <div className={styles.stage} ref={stage} data-device={device}>
        {size.width > 0 && (
          <iframe
            key={reloads}
            ref={frame}
            className={styles.frame}
            src={previewPath}
            title={title}
            data-testid="live-preview"
            data-ready={ready ? "" : undefined}
            style={{
              width: pageWidth,
              height: size.height / scale,
              transform: `scale(${scale})`,
              marginLeft: Math.max(0, (size.width - pageWidth * scale) / 2),
            }}
          />
        )}
        {!ready && <p className={styles.loading}>Loading preview…</p>}
      </div>
    </section>
  );
}
