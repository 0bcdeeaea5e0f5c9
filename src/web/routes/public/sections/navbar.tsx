import { useEffect, useRef, useState } from "react";
import { InPageLink } from "#web/components/public/in-page-link.tsx";
import { scrollToAnchor } from "#web/components/public/smooth-scroll.ts";
import { useScrollSpy } from "#web/components/public/use-scroll-spy.ts";
import { useTexts } from "../texts.ts";
import { type MenuLink, menuLinks, resumeHref } from "./menu-links.ts";
import { MenuOverlay } from "./menu-overlay.tsx";
import styles from "./navbar.module.css";

interface NavbarProps {
  name: string;
  /** `site.logo`: a picture shown before the name (nothing when empty). */
  logo?: string;
  /** Write the chosen anchor into the URL (optional in the specification). */
  updateHash?: boolean;
  /** The menu's links whose sections are shown (all of them by default). */
  links?: readonly MenuLink[];
  /** Link the résumé's web version from the menu. */
  resumePage?: boolean;
  /** On another page than `/` (a project's page): "/", the anchors' page; they then navigate there. */
  home?: string;
}

/**
 * The name mark, after the logo when there is one. The logo's alt is the name, so the visible name
 * is hidden from assistive technology meanwhile (announced once); a logo that fails to load is
 * dropped, leaving the name (also when it failed before hydration: `decode()` rejects then).
 */
function BrandMark({ name, logo }: { name: string; logo: string }) {
  const [failed, setFailed] = useState(false);
  const logoRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    logoRef.current?.decode().catch(() => setFailed(true));
  }, []);
  const showLogo = logo !== "" && !failed;
  return (
    <>
      {showLogo ? (
        <img
          ref={logoRef}
          className={styles.logo}
          data-brand-logo
          src={logo}
          alt={name}
          width={28}
          height={28}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : null}
      <span className={styles.name} aria-hidden={showLogo || undefined}>
        {name}
      </span>
    </>
  );
}

/** The fixed header: the owner's logo and name, the résumé download and the full-screen menu. */
export function Navbar({
  name,
  logo = "",
  updateHash = false,
  links = menuLinks,
  resumePage = false,
  home = "",
}: NavbarProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const active = useScrollSpy(links.map((link) => link.id));
  const { t } = useTexts();

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
      {home ? (
        <a className={styles.brand} href={home}>
          <BrandMark name={name} logo={logo.trim()} />
        </a>
      ) : (
        <InPageLink className={styles.brand} to="home">
          <BrandMark name={name} logo={logo.trim()} />
        </InPageLink>
      )}
      <nav className={styles.actions} aria-label={t("menu.navigation")}>
        <a
          className={styles.resume}
          href={resumeHref}
          download
          data-track="resume"
          data-track-target="header"
        >
          {t("menu.resume")}
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
          {t("menu.open")}
        </button>
      </nav>
      <MenuOverlay
        open={open}
        name={name}
        links={links}
        resumePage={resumePage}
        home={home}
        active={active}
        onClose={() => close()}
        onChoose={choose}
      />
    </header>
  );
}
