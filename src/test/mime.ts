/** A minimal MIME reader for the SMTP sink: headers, multipart bodies, quoted-printable and base64. */

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] ?? ""));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (`=?utf-8?Q?…?=`, `=?utf-8?B?…?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _charset, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

/** Splits a message (or part) into unfolded, lower-cased headers and its raw body. */
export function splitMessage(raw: string): MimePart {
  const boundary = raw.search(/\r?\n\r?\n/);
  const head = boundary === -1 ? raw : raw.slice(0, boundary);
  const body = boundary === -1 ? "" : raw.slice(boundary).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** The leaf parts of a message, depth first, with decoded bodies. */
export function leafParts(part: MimePart): { type: string; body: string }[] {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const type = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  const boundary = contentType.match(/boundary="?([^";]+)"?/i)?.[1];
  // The line break before a boundary (and before the end of the message) belongs to the delimiter.
  if (!type.startsWith("multipart/") || !boundary) {
    return [{ type, body: decodeBody({ ...part, body: part.body.replace(/\r?\n$/, "") }) }];
  }
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leafParts(splitMessage(section.replace(/^\r?\n/, ""))));
}
