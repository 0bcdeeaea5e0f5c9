import { type ComponentType, lazy } from "react";

/** The lazy components whose import failed, waiting for a retry. */
const failed = new Set<() => void>();

/** Before an error boundary's retry: every failed lazy import is asked for again on its next render. */
export function resetFailedChunks(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * React.lazy keeps a failed import for good: a tab whose chunk failed while the server was down would
 * stay failed after it came back. This one forgets a failed import when an error boundary retries
 * (`resetFailedChunks`), so that render asks the server again — and only then, never in a loop.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().catch((error: unknown) => {
      failed.add(() => {
        current = lazy(attempt);
      });
      throw error;
    });
  let current = lazy(attempt);
  function Retryable(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return Retryable;
}
