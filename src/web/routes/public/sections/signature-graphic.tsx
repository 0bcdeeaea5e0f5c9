import styles from "./about-section.module.css";

/** The sample signature shipped at this address; drawn inline so it takes the theme's colours. */
export const sampleSignatureSrc = "/images/signature.svg";

/**
 * The sample signature, inline: the hand-written line follows `currentColor` (the page's text colour)
 * and the underline the primary colour, so it matches any theme. An owner's own signature picture is
 * shown as it is, with an `<img>`.
 */
export function SignatureGraphic({ label }: { label: string }) {
  return (
    <svg
      className={styles.signature}
      role="img"
      aria-label={label}
      width="260"
      height="90"
      viewBox="0 0 260 90"
      fill="none"
      strokeLinecap="round"
    >
      <path
        d="M8 70 C 22 40 34 14 44 12 C 52 11 40 50 36 66 C 48 44 60 34 66 40 C 70 46 60 62 70 60 C 80 58 84 40 92 38 C 100 37 92 58 100 58 C 110 58 112 30 122 30 C 130 31 116 60 128 62 C 140 63 150 24 160 22 C 168 22 156 58 166 60 C 178 62 184 36 194 38 C 204 40 196 58 206 58 C 220 57 230 40 250 36"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path className={styles.signatureUnderline} d="M30 78 C 90 70 170 72 236 66" strokeWidth="2.5" />
    </svg>
  );
}
