/** Invitations and the Users tab's words, the same on both sides (no zod here). */
export const INVITATION_VALID_DAYS = 7;
export const EMAIL_CHANGE_VALID_SECONDS = 3600;
/** Wrong second-factor codes allowed per account in the window, then 429 with Retry-After. */
export const SECOND_FACTOR_MAX_WRONG = 5;
export const SECOND_FACTOR_WINDOW_SECONDS = 300;

export const usersMessages = {
  lastOwner:
    "This is the last owner of the site. Make another user an owner first: a site always keeps at least one owner.",
  emailTaken: "An account with this e-mail address already exists.",
  invitationInvalid: "This invitation link is no longer valid. Ask the site's owner for a new one.",
  invitationPending: "An invitation for this e-mail address is already pending: resend it instead.",
  notSelfRemove: "You cannot remove your own account here.",
  ownTwoFactorFirst: "Turn on two-factor sign-in for your own account first, then require it for everyone.",
  emailChangeInvalid: "This confirmation link has expired or has already been used.",
} as const;

export const roleLabels = { owner: "Owner", editor: "Editor" } as const;

export const roleDescriptions = {
  owner: "Everything, including site configuration, security, users and backups.",
  editor: "Content sections, projects, media and messages; may see analytics.",
} as const;

/** "203.0.113.x": the address without its last part, for the sessions list (no geo database). */
export function approximateAddress(ip: string | null | undefined): string {
  if (!ip) return "Unknown address";
  const address = ip.replace(/^::ffff:/i, "");
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/\.\d+$/, ".x");
  if (address.includes(":")) return `${address.split(":").slice(0, 3).join(":")}:…`;
  return "Unknown address";
}

/** "Firefox on macOS" from a User-Agent header, without a parser dependency: the common browsers and systems. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return "Unknown browser";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\//.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|Chromium\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : /curl\//.test(ua)
              ? "curl"
              : "Unknown browser";
  const os = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X|Macintosh/.test(ua)
        ? "macOS"
        : /Windows/.test(ua)
          ? "Windows"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "";
  return os ? `${browser} on ${os}` : browser;
}
