import type { CSSProperties, ReactElement } from "react";
import { coverHeight, coverWidth } from "./card-cover.ts";

export const cardWidth = 1200;
export const cardHeight = 630;

/** What one card shows: plain texts already passed through `cardText`, and validated hex colours. */
export interface CardContent {
  /** The owner's name, in the display face. */
  name: string;
  /** The page's title (the role, the résumé's headline, a project's title). */
  title: string;
  /** A line or two under the title (the site's description, a summary). */
  subtitle: string;
  /** A short label above the name ("Résumé", a project's category, the site's address). */
  category: string;
  /** The site's address without the scheme, at the foot. */
  site: string;
  /** The site's language: the glyph forms of Han characters follow it (Japanese, Chinese, Korean). */
  language: string;
  /** Which way each text runs (from the owner's words before undrawable letters were dropped). */
  rtl: { name: boolean; title: boolean; subtitle: boolean };
  colors: { background: string; primary: string; text: string };
  /** A project's cover, cut to the card's side panel (a JPEG data URI); none on the other cards. */
  cover?: string;
}

/** `#abc` and `#aabbccdd` as `#aabbcc`, so an alpha can be appended. */
export function sixDigitHex(color: string): string {
  const hex = color.replace("#", "");
  if (hex.length === 3 || hex.length === 4)
    return `#${[...hex.slice(0, 3)].map((digit) => digit + digit).join("")}`;
  return `#${hex.slice(0, 6)}`;
}

const clamp = (lines: number, rtl: boolean): CSSProperties => ({
  display: "block",
  lineClamp: lines,
  direction: rtl ? "rtl" : "ltr",
  textAlign: rtl ? "right" : "left",
  wordBreak: "break-word",
});

/** Title sizes by length, so most titles fit in two or three lines before the ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 28) return 60;
  if (title.length <= 56) return 52;
  if (title.length <= 90) return 44;
  return 38;
}

/** The card: the theme's dark background lit by the primary colour, the name in Syne, the title in Inter. */
export function SocialCard({
  content,
  families,
}: {
  content: CardContent;
  /** CSS family lists of the fonts that draw the card's text and its name. */
  families: { text: string; display: string };
}): ReactElement {
  const { colors } = content;
  const primary = sixDigitHex(colors.primary);
  const inner = cardWidth - 2 * 88 - (content.cover ? coverWidth : 0);
  // Secondary words in the text colour at 72%: the theme's secondary grey is too faint on a card.
  const soft = `${sixDigitHex(colors.text)}b8`;
  return (
    <div
      style={{
        width: cardWidth,
        height: cardHeight,
        display: "flex",
        backgroundColor: colors.background,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${primary}40 0%, ${primary}00 55%)`,
        color: colors.text,
        fontFamily: families.text,
      }}
    >
      <div style={{ width: 14, height: cardHeight, backgroundColor: primary }} />
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          flexGrow: 1,
          padding: "64px 88px 56px 74px",
        }}
      >
        {content.category ? (
          <div style={{ display: "flex" }}>
            <div
              style={{
                display: "block",
                lineClamp: 1,
                maxWidth: inner,
                color: primary,
                fontSize: 24,
                fontWeight: 600,
                letterSpacing: 4,
                textTransform: "uppercase",
                border: `2px solid ${primary}`,
                borderRadius: 999,
                padding: "8px 22px",
              }}
            >
              {content.category}
            </div>
          </div>
        ) : null}
        <div
          style={{
            ...clamp(1, content.rtl.name),
            width: inner,
            marginTop: 34,
            fontFamily: families.display,
            fontWeight: 700,
            fontSize: content.name.length > 26 ? 48 : 64,
            lineHeight: 1.1,
            letterSpacing: -1,
          }}
        >
          {content.name}
        </div>
        <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" }}>
          {content.title ? (
            <div
              style={{
                ...clamp(3, content.rtl.title),
                width: inner,
                fontSize: titleSize(content.title),
                fontWeight: 700,
                lineHeight: 1.15,
                color: colors.text,
              }}
            >
              {content.title}
            </div>
          ) : null}
          {content.subtitle ? (
            <div
              style={{
                ...clamp(2, content.rtl.subtitle),
                width: inner,
                marginTop: 20,
                fontSize: 28,
                lineHeight: 1.4,
                color: soft,
              }}
            >
              {content.subtitle}
            </div>
          ) : null}
        </div>
        <div style={{ display: "flex", alignItems: "center", width: inner }}>
          <div style={{ width: 64, height: 6, borderRadius: 3, backgroundColor: primary, marginRight: 22 }} />
          <div
            style={{
              display: "block",
              lineClamp: 1,
              width: inner - 86,
              fontSize: 24,
              fontWeight: 600,
              color: soft,
            }}
          >
            {content.site}
          </div>
        </div>
      </div>
      {content.cover ? (
        <img
          src={content.cover}
          alt=""
          width={coverWidth}
          height={coverHeight}
          style={{ width: coverWidth, height: coverHeight, flexShrink: 0, objectFit: "cover" }}
        />
      ) : null}
    </div>
  );
}
