import { useRef, useState } from "react";
import { InPageLink } from "../../../components/public/in-page-link.tsx";
import { scrollToAnchor } from "../../../components/public/smooth-scroll.ts";
import { useScrollSpy } from "../../../components/public/use-scroll-spy.ts";
import { menuAnchorIds, resumeHref } from "./menu-links.ts";
import { MenuOverlay } from "./menu-overlay.tsx";
import styles from "./navbar.module.css";

interface NavbarProps {
  name: string;
  /** Write the chosen anchor into the URL (optional in §2). */
  updateHash?: boolean;
}

/** The fixed header: the owner's name, the résumé download and the full-screen menu. */
export function Navbar({ name, updateHash = false }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const active = useScrollSpy(menuAnchorIds);

  const close = (restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus({ preventScroll: true });
  };
  const choose = (id: string) => {
    close(false);
    scrollToAnchor(id, { updateHash });
  };

  return (
    <header className={styles.header} data-open={open}>
      <InPageLink className={styles.brand} to="home">
        {name}
      </InPageLink>
      <nav className={styles.actions} aria-label="Primary">
        <a className={styles.resume} href={resumeHref} download>
          Resume
        </a>
        <button
          ref={triggerRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen(true)}
        >
          <span className={styles.menuDots} aria-hidden="true" />
          Menu
        </button>
      </nav>
      <MenuOverlay open={open} name={name} active={active} onClose={() => close()} onChoose={choose} />
    </header>
  );
}
