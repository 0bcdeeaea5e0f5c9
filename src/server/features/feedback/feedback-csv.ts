import type { FeedbackMessage } from "#shared/feedback/schema.ts";

export const csvHeader = [
  "id",
  "received_at",
  "status",
  "name",
  "phone",
  "email",
  "message",
  "read_at",
  "spam_reason",
];

/**
 * One CSV cell (RFC 4180 quoting). A cell that a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return) is prefixed with an apostrophe: visitors write these messages.
 */
export function csvCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(message: FeedbackMessage): string {
  return [
    message.id,
    message.createdAt,
    message.status,
    message.user_name,
    message.user_number,
    message.user_email,
    message.message,
    message.readAt,
    message.spamReason,
  ]
    .map(csvCell)
    .join(",");
}

/** The whole file: a header line, then one line per message, CRLF-separated; a BOM so Excel reads UTF-8. */
export async function* feedbackCsv(messages: AsyncIterable<FeedbackMessage>): AsyncGenerator<string> {
  yield `\uFEFF${csvHeader.join(",")}\r\n`;
  for await (const message of messages) yield `${csvRow(message)}\r\n`;
}
