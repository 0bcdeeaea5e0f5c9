import type { MailContext } from "#server/features/feedback/feedback-mail.ts";
import type { OutgoingMail } from "#server/mail/outbox.ts";
import { fillText } from "#shared/texts/fill.ts";
import type { CheckedTestimonial } from "./testimonial-check.ts";

const stars = (rating: number) => "★".repeat(rating) + "☆".repeat(Math.max(0, 5 - rating));

/**
 * The owner's notice of a new testimonial (in English, as the contact form's notice is): who sent it
 * through which request, what it says, and that it waits for a decision in the dashboard.
 */
export function submissionNotice(
  testimonial: CheckedTestimonial & { photo: string },
  clientName: string,
  context: MailContext & { ownerAddress: string },
): OutgoingMail {
  const who = [testimonial.role, testimonial.company].filter(Boolean).join(", ");
  const text = [
    `${testimonial.name} sent a testimonial through the link you made for ${clientName}.`,
    "",
    `${testimonial.name}${who ? ` (${who})` : ""}`,
    `Rating: ${stars(testimonial.rating)} (${testimonial.rating} of 5)`,
    testimonial.photo ? `Photo: ${context.publicUrl}${testimonial.photo}` : "No photo",
    "",
    testimonial.text,
    "",
    "Nothing is published until you approve it. Review it in the Content tab's Testimonials:",
    `${context.publicUrl}/admin-dashboard?tab=content`,
  ].join("\n");
  return { to: context.ownerAddress, subject: `New testimonial from ${testimonial.name}`, text };
}

/** The request's link e-mailed to the client, in the site's language (the owner's `mail.*` texts). */
export function requestMail(
  request: { clientName: string; message: string; expiresAt: string },
  link: string,
  to: string,
  context: MailContext,
): OutgoingMail {
  const { texts } = context;
  let date: string;
  try {
    date = new Intl.DateTimeFormat(context.language, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(request.expiresAt),
    );
  } catch {
    date = request.expiresAt.slice(0, 10);
  }
  const text = [
    fillText(texts["mail.greetingNamed"], { name: request.clientName }),
    "",
    fillText(texts["mail.testimonialRequestBody"], { name: context.author }),
    ...(request.message ? ["", request.message] : []),
    "",
    link,
    fillText(texts["mail.testimonialRequestExpiry"], { date }),
    "",
    texts["mail.signOff"],
    context.author,
  ].join("\n");
  return {
    to,
    subject: fillText(texts["mail.testimonialRequestSubject"], { name: context.author }),
    text,
    ...(context.ownerAddress ? { replyTo: context.ownerAddress } : {}),
  };
}
