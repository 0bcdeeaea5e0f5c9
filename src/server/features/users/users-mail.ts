import { passwordChangedMail } from "#server/features/auth/auth-mail.ts";
import type { OutgoingMail } from "#server/mail/outgoing-mail.ts";
import { roleLabels } from "#shared/users/rules.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#08afff;color:#0b0b0b;font-weight:600;text-decoration:none;padding:12px 22px;border-radius:10px">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#767676">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>`;
  return `<!doctype html><html><body style="margin:0;background:#f3f3f3;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1e1d1d"><div style="max-width:520px;margin:0 auto;padding:32px 24px"><h1 style="font-size:22px;margin:0 0 20px">${escapeHtml(title)}</h1>${body}${button}</div></body></html>`;
}

/** The invitation: a single-use link to /invite?token=…, valid for `days` days. */
export function invitationMail(
  to: string,
  invitedBy: string,
  role: "owner" | "editor",
  link: string,
  days: number,
): OutgoingMail {
  const intro = `${invitedBy} invited you to help run their Folio site as an ${roleLabels[role].toLowerCase()}.`;
  const validity = `Choose your name and password with this link. It works once and expires in ${days} days.`;
  return {
    to,
    subject: `${invitedBy} invited you to Folio`,
    validForMs: days * 24 * 3600 * 1000,
    text: `${intro}\n\n${validity}\n${link}\n`,
    html: layout("You're invited", [intro, validity], { label: "Accept the invitation", url: link }),
  };
}

/** Sent to the new address: the change takes effect only once this link is opened. */
export function emailChangeMail(to: string, name: string, link: string): OutgoingMail {
  const intro = `Hi ${name || "there"}, confirm that ${to} is the new e-mail address of your Folio account.`;
  const validity = "The link works once and expires in 1 hour. Until then your old address stays in use.";
  return {
    to,
    subject: "Confirm your new Folio e-mail address",
    validForMs: 3600 * 1000,
    text: `${intro}\n\n${link}\n\n${validity}\n`,
    html: layout("Confirm your new e-mail address", [intro, validity], { label: "Confirm", url: link }),
  };
}

export { passwordChangedMail };
