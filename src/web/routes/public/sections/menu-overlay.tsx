import { type CSSProperties, useEffect, useEffectEvent, useRef } from "react";
import { useTexts } from "../texts.ts";
import { handleOpenMenuKey } from "./menu-keys.ts";
import { type MenuLink, resumeHref, resumePageHref } from "./menu-links.ts";
import styles from "./menu-overlay.module.css";

interface MenuOverlayProps {
  open: boolean;
  name: string;
  /** The links to show, numbered in this order. */
  links: readonly MenuLink[];
  active: string;
  onClose: () => void;
  onChoose: (id: string) => void;
  /** Link the résumé's web version too (the owner's choice). */
  resumePage?: boolean;
  /** The anchors' page when it is not this one ("/"): the links then navigate there. */
  home?: string;
}

/** The full-screen menu: traps focus while open, closes with MENU, CLOSE, Escape or a link. */
export function MenuOverlay({
  open,
  name,
  links,
  active,
  onClose,
  onChoose,
  resumePage,
  home = "",
}: MenuOverlayProps) {
  const { t, index: position } = useTexts();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // An effect event: the effect below runs only when the menu opens or closes. Re-running it for a
  // new onClose (each render, e.g. when the highlighted link changes) would pull focus to CLOSE.
  const closeOnEscape = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (panelRef.current) handleOpenMenuKey(event, panelRef.current, closeOnEscape);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div
      id="site-menu"
      className={styles.overlay}
      data-open={open}
      role="dialog"
      aria-modal="true"
      aria-label={t("menu.dialog")}
      aria-hidden={!open}
      inert={!open}
    >
      <button
        type="button"
        className={styles.backdrop}
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        data-menu-close
      />
      <div ref={panelRef} className={styles.panel} data-menu-panel>
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.barButton}
            onClick={onClose}
            aria-expanded="true"
            data-menu-close
          >
            {t("menu.menuButton")}
          </button>
          <span className={styles.name}>{name}</span>
          <button
            ref={closeRef}
            type="button"
            className={styles.barButton}
            onClick={onClose}
            data-menu-close
            data-menu-focus
          >
            {t("menu.close")}
          </button>
        </div>
        <ul className={styles.links}>
          {links.map((link, index) => (
            <li key={link.id} style={{ "--i": index } as CSSProperties}>
              <a
                href={`${home}#${link.id}`}
                className={styles.link}
                aria-current={active === link.id ? "location" : undefined}
                onClick={(event) => {
                  if (home) return;
                  event.preventDefault();
                  onChoose(link.id);
                }}
              >
                <span className={styles.index} aria-hidden="true">
                  {position(index + 1)}
                </span>
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <a
            href={resumeHref}
            download
            className={styles.footerLink}
            data-track="resume"
            data-track-target="menu"
          >
            {t("menu.resumeDownload")}
          </a>
          {resumePage ? (
            <a href={resumePageHref} className={styles.footerLink}>
              {t("resume.menuLink")}
            </a>
          ) : null}
          <span className={styles.hint}>{t("menu.escapeHint")}</span>
        </div>
      </div>
    </div>
  );
}
