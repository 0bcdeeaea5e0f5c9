import { type ComponentType, lazy } from "react";

const nothing = () => null;

/**
 * A lazily loaded part the page can do without (a decoration, the form's toaster). When its file cannot
 * load (the server restarting, or a new build that replaced the page's files under an open tab), it
 * renders nothing and the page goes on: a failed lazy part would otherwise take the whole page down.
 */
export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing as ComponentType<P> }),
    ),
  );
}
