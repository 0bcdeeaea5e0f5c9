import { useEffect, useMemo, useState } from "react";
import type { PageData } from "#shared/page/page-data.ts";
import { readableInk } from "#shared/site-config/color-contrast.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { headlineAccent } from "#shared/site-config/theme-accent.ts";
import { linkScriptFaces } from "#web/lib/script-faces.ts";
import { HomePage } from "#web/routes/public/home-page.tsx";
import { useInterfaceTranslation } from "../components/use-interface-translation.ts";
import { applyPreviewDraft, isPreviewMessage, type PreviewDraft } from "./preview-draft.ts";

/** The theme colours of a draft configuration on the document, as the server's theme style sets them. */
function applyThemeColours(config: SiteConfig) {
  const { theme } = config;
  const lightBackground = readableInk(theme.backgroundColor, ["#111111", "#f3f3f3"]) === "#111111";
  const variables: Record<string, string> = {
    "--primary": theme.primaryColor,
    "--background": theme.backgroundColor,
    "--background-black": theme.backgroundBlack,
    "--text": theme.textColor,
    "--text-secondary": theme.textSecondaryColor,
    "--theme-text": headlineAccent(theme),
    "--on-primary": readableInk(theme.primaryColor, ["#041018", "#ffffff"]),
    "--ink": lightBackground ? "#111111" : "#f3f3f3",
    "--background-raised": lightBackground
      ? "#ffffff"
      : `color-mix(in srgb,${theme.backgroundColor} 88%,#fff)`,
  };
  for (const [name, value] of Object.entries(variables)) {
    document.documentElement.style.setProperty(name, value);
  }
}

const stillStyle =
  "*,*::before,*::after{animation-play-state:paused!important;transition:none!important;scroll-behavior:auto!important}";

/**
 * `/admin-preview`, framed by the admin's editors: the real public page rendered from the saved page
 * data (drafts included; the server answers only the signed-in owner) with the editor's unsaved draft
 * applied. The draft arrives by `postMessage` from the parent window of the same origin only.
 */
export function PreviewPage({ data }: { data: PageData | null }) {
  const [draft, setDraft] = useState<PreviewDraft>({});

  // The draft's words may be in any script: every script face, as in the owner area.
  useEffect(linkScriptFaces, []);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isPreviewMessage(event.data) || event.data.type !== "folio-preview:draft") return;
      setDraft(event.data.draft);
    };
    window.addEventListener("message", receive);
    if (window.parent !== window) {
      window.parent.postMessage({ type: "folio-preview:ready" }, window.location.origin);
    }
    return () => window.removeEventListener("message", receive);
  }, []);

  const { translation } = useInterfaceTranslation(draft.siteConfig?.site.language);
  const page = useMemo(
    () => (data ? applyPreviewDraft(data, draft, translation) : null),
    [data, draft, translation],
  );

  useEffect(() => {
    if (draft.siteConfig) applyThemeColours(draft.siteConfig);
  }, [draft.siteConfig]);

  // Once per part: the page scrolls to what is being edited, then stays where the owner scrolls it.
  useEffect(() => {
    if (!draft.focus) return;
    const target =
      draft.focus === "footer" ? document.querySelector("footer") : document.getElementById(draft.focus);
    // The frame's own scroll only: scrollIntoView would scroll the editor around the frame too.
    if (target) window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY });
  }, [draft.focus]);

  if (!page) return <p style={{ padding: "2rem", fontFamily: "system-ui" }}>Sign in to see the preview.</p>;
  return (
    <>
      {/* Motion off: the star field and every transition stand still, so the preview costs the editor nothing. */}
      <style>{stillStyle}</style>
      <HomePage data={page} />
    </>
  );
}
