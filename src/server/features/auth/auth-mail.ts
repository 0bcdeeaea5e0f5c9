import type { OutgoingMail } from "#server/mail/outgoing-mail.ts";
import { RESET_LINK_VALID_SECONDS } from "#shared/auth/schema.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#08afff;color:#0b0b0b;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:10px">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#767676">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="margin:0;background:#f3f3f3;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1e1d1d"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-size:22px;margin:0 0 20px">${escapeHtml(title)}</h1>${body}${button}</div></body></html>`;
}

/** The recovery e-mail: a link to PUBLIC_URL/reset-password?userId=…&secret=…, valid for one hour. */
export function passwordResetMail(to: { email: string; name: string }, link: string): OutgoingMail {
  const intro = `Hi ${to.name || "there"}, someone (hopefully you) asked to reset the password of your Folio owner account.`;
  const validity = "The link works once and expires in 1 hour.";
  const ignore = "If you did not ask for this, ignore this e-mail: your password stays the same.";
  return {
    to: to.email,
    subject: "Reset your Folio password",
    // Not worth sending once the link has expired; until then the outbox keeps retrying.
    validForMs: RESET_LINK_VALID_SECONDS * 1000,
    text: `${intro}\n\nChoose a new password here:\n${link}\n\n${validity}\n${ignore}\n`,
    html: layout("Reset your password", [intro, validity, ignore], {
      label: "Choose a new password",
      url: link,
    }),
  };
}

/** Sent after every successful reset, so the owner notices a reset they did not make. */
export function passwordChangedMail(to: { email: string; name: string }, loginUrl: string): OutgoingMail {
  const intro = `Hi ${to.name || "there"}, the password of your Folio owner account was just changed, and every signed-in device was signed out.`;
  const warn =
    "If this was not you, request a new reset link right away from the sign-in page and check who can read this mailbox.";
  return {
    to: to.email,
    subject: "Your Folio password was changed",
    text: `${intro}\n\n${warn}\n\nSign in: ${loginUrl}\n`,
    html: layout("Your password was changed", [intro, warn], { label: "Sign in", url: loginUrl }),
  };
}
