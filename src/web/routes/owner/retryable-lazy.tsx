import { type ComponentType, lazy, useState } from "react";

/** The lazy components whose import failed, waiting for a retry. */
const failed = new Set<() => void>();

/** Before an error boundary's retry: every failed lazy import is asked for again on its next render. */
export function resetFailedChunks(): void {
  for (const reset of failed) reset();
  failed.clear();
}

/**
 * Stylesheets whose load failed. Vite's preload helper asks for a lazy chunk's CSS once per page: after
 * a failure it leaves the failed `<link>` in place and never asks again, so a tab first opened during an
 * outage would come back without its styles. Failed links are noticed here (an `error` event does not
 * bubble, but it is seen on the way down) and asked for again before a retried import.
 */
const failedStyles = new Set<HTMLLinkElement>();
if (typeof document !== "undefined") {
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === "stylesheet") failedStyles.add(target);
    },
    true,
  );
}

/**
 * Every stylesheet that failed to load, asked for again by a fresh `<link>` in its place (the failed
 * one goes once the fresh one settles). Resolves when all have loaded; rejects like Vite's preload
 * ("Unable to preload CSS") when one fails again, so the tab waits for the server as its code does.
 */
export function reloadFailedStyles(): Promise<void> {
  const links = [...failedStyles];
  failedStyles.clear();
  return Promise.all(
    links.map(
      (failed) =>
        new Promise<void>((resolve, reject) => {
          const fresh = failed.cloneNode() as HTMLLinkElement;
          const settle = (event: Event) => {
            failed.remove();
            if (event.type === "load") resolve();
            else reject(new Error(`Unable to preload CSS for ${fresh.href}`));
          };
          fresh.addEventListener("load", settle, { once: true });
          fresh.addEventListener("error", settle, { once: true });
          failed.after(fresh);
        }),
    ),
  ).then(() => undefined);
}

/** A lazy component whose code can be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads its code; a render after that renders it at once, without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy keeps a failed import for good: a tab whose chunk failed while the server was down would
 * stay failed after it came back. This one forgets a failed import when an error boundary retries
 * (`resetFailedChunks`), so that render asks the server again — and only then, never in a loop. A
 * retry first asks again for any stylesheet that failed, so the tab comes back with its styles. Once
 * loaded (or `preload`ed), a new instance renders the component itself, without suspending: the
 * dashboard takes over its server paint in one render (decision 125).
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    reloadFailedStyles()
      .then(load)
      .then((module) => {
        loaded = module.default;
        return module;
      })
      .catch((error: unknown) => {
        failed.add(() => {
          current = lazy(attempt);
        });
        throw error;
      });
  let current = lazy(attempt);
  function Retryable(props: P) {
    // Chosen once per instance: switching from the lazy wrapper to the component would remount it.
    const [Current] = useState(() => loaded ?? current);
    return <Current {...props} />;
  }
  Retryable.preload = () => (loaded ? Promise.resolve() : attempt().then(() => undefined));
  return Retryable;
}
