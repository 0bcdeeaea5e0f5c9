import { entry, type TextEntry } from "./text-entry.ts";

/** The texts of the mails to visitors (decision 135): the server's alone, never in a page's data. */
export const mailTexts = {
  "mail.confirmationSubject": entry("mail", "Confirmation: subject", "Thanks for your message"),
  "mail.confirmationSubjectNamed": entry(
    "mail",
    "Confirmation: subject with the visitor's name ({name})",
    "Thanks for your message, {name}",
  ),
  "mail.greeting": entry("mail", "Confirmation: greeting", "Hi,"),
  "mail.greetingNamed": entry(
    "mail",
    "Confirmation: greeting with the visitor's name ({name})",
    "Hi {name},",
  ),
  "mail.confirmationBody": entry(
    "mail",
    "Confirmation: message",
    "Thank you for getting in touch. Your message has arrived and I will get back to you at this address soon.",
  ),
  "mail.signOff": entry("mail", "Confirmation: sign-off (your name follows)", "Best regards,"),
  "mail.quoteLine": entry(
    "mail",
    "Your reply: the line above the visitor's message ({date}, {name})",
    "On {date}, {name} wrote:",
  ),
  "mail.testimonialRequestSubject": entry(
    "mail",
    "Testimonial request: subject ({name}: your name)",
    "{name} would value your testimonial",
  ),
  "mail.testimonialRequestBody": entry(
    "mail",
    "Testimonial request: message ({name})",
    "Would you write a few words about working with {name}? It takes a couple of minutes, and nothing is published before {name} has read it.",
  ),
  "mail.testimonialRequestExpiry": entry(
    "mail",
    "Testimonial request: until when the link works ({date})",
    "This link works until {date}.",
  ),
} as const satisfies Record<string, TextEntry>;
