import type { ReactNode } from "react";
import { scrollToAnchor } from "./smooth-scroll.ts";

interface InPageLinkProps {
  /** The anchor id, without '#'. */
  to: string;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * A real link to `#to` (works without JavaScript) that, once hydrated, scrolls there smoothly in
 * 1500 ms and moves focus to the section.
 */
export function InPageLink({ to, className, children, onNavigate }: InPageLinkProps) {
  return (
    <a
      href={`#${to}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onNavigate?.();
        scrollToAnchor(to);
      }}
    >
      {children}
    </a>
  );
}
