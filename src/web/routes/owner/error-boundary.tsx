import { RefreshCw, WifiOff } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from "react";
import { chunkFailure, isChunkLoadError, reloadOnceForUpdate } from "#web/lib/app-update.ts";
import {
  checkServerNow,
  isServerReachable,
  markServerUnreachable,
  onServerRecovered,
} from "#web/lib/server-status.ts";
import styles from "./error-boundary.module.css";
import { resetFailedChunks } from "./retryable-lazy.tsx";

type Failure = { kind: "offline" } | { kind: "updated" } | { kind: "broken"; message: string };

interface BoundaryProps {
  /** What failed, in the owner's words: "This tab", "The dashboard". */
  label: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** Bumped on retry: the children mount afresh (a retryable lazy chunk is asked for again). */
  attempt: number;
}

/**
 * Around every tab and around the shell: a failure shows a calm panel in place of the blank page.
 * A chunk that did not load is either the server being down (wait, then retry by itself when it answers)
 * or a redeploy that removed the old files (reload once, or offer to when something is unsaved).
 */
export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  retry = () => {
    resetFailedChunks();
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error === null)
      return <ErrorBoundaryChildren key={attempt}>{this.props.children}</ErrorBoundaryChildren>;
    return <FailurePanel error={error} label={this.props.label} onRetry={this.retry} />;
  }
}

function ErrorBoundaryChildren({ children }: { children: ReactNode }) {
  return children;
}

function FailurePanel({ error, label, onRetry }: { error: unknown; label: string; onRetry: () => void }) {
  const chunk = isChunkLoadError(error);
  const [failure, setFailure] = useState<Failure | null>(() =>
    chunk
      ? isServerReachable()
        ? null
        : { kind: "offline" }
      : { kind: "broken", message: messageOf(error) },
  );

  // A chunk that failed: ask the server for its file. No answer → offline until it answers, then retry
  // by itself. Gone → the files were replaced by an update: reload once (or offer to). There → retry.
  useEffect(() => {
    if (!chunk) return;
    let live = true;
    void chunkFailure(error).then((state) => {
      if (!live) return;
      if (state === "no-answer") {
        markServerUnreachable();
        setFailure({ kind: "offline" });
      } else if (state === "there") {
        onRetry();
      } else if (!reloadOnceForUpdate()) {
        setFailure({ kind: "updated" });
      }
    });
    return () => {
      live = false;
    };
  }, [chunk, error, onRetry]);

  useEffect(() => {
    if (failure?.kind !== "offline") return;
    return onServerRecovered(onRetry);
  }, [failure, onRetry]);

  if (failure === null) {
    return (
      <div className={styles.panel} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>Loading...</p>
      </div>
    );
  }
  if (failure.kind === "offline") {
    return (
      <div className={styles.panel} role="status" data-testid="boundary-offline">
        <span className={styles.icon} aria-hidden="true">
          <WifiOff />
        </span>
        <h3>Waiting for Folio's server</h3>
        <p>
          {label} could not load because the server did not answer. It opens by itself as soon as the server
          is back; your unsaved changes are kept.
        </p>
        <button type="button" className={styles.button} onClick={checkServerNow}>
          <RefreshCw aria-hidden="true" /> Try now
        </button>
      </div>
    );
  }
  if (failure.kind === "updated") {
    return (
      <div className={styles.panel} role="alert" data-testid="boundary-updated">
        <span className={styles.icon} aria-hidden="true">
          <RefreshCw />
        </span>
        <h3>Folio was updated — reload</h3>
        <p>
          A new version of Folio is running and {label.toLowerCase()} needs it. Reload to go on; your unsaved
          changes in this browser tab are kept and come back after the reload.
        </p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" /> Reload Folio
        </button>
      </div>
    );
  }
  return (
    <div className={styles.panel} role="alert" data-testid="boundary-broken">
      <h3>{label} ran into a problem</h3>
      <p>{failure.message} Your unsaved changes are kept.</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> Try again
      </button>
    </div>
  );
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message.trim() : "";
  return text && /[.!?]$/.test(text) && !/^(TypeError|Error)\b/.test(text)
    ? text
    : "Something went wrong while showing it.";
}
