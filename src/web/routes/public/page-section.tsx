import { Component, type ReactNode, Suspense } from "react";

/**
 * Around each section of the public page. Its own Suspense boundary: the server's HTML is hydrated a
 * section at a time, in short tasks, not in one long one that holds up a phone's main thread (decision
 * 119). Its own error boundary: a section that fails to render is left out and the rest of the page
 * stays, where React would otherwise take the whole page down.
 */
export function PageSection({ children }: { children: ReactNode }) {
  return (
    <SectionBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </SectionBoundary>
  );
}

class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
