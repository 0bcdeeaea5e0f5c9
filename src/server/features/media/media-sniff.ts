/**
 * Decides a file's type from its first bytes (its "magic number"), never from its name or the type the
 * browser declared. Only the formats Folio accepts are recognised; everything else (SVG, HTML, …) is null.
 */
export interface SniffedType {
  kind: "image" | "video";
  mimeType: string;
  extension: string;
}

/** How many leading bytes `sniffMediaType` needs. */
export const sniffLength = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** ISO base-media brands of plain MP4 video (QuickTime, HEIC and others are not accepted). */
const mp4Brands = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "dash",
  "mmp4",
  "MSNV",
]);
const avifBrands = new Set(["avif", "avis"]);
/** Generic HEIF major brands: AVIF only when an AVIF brand is among the compatible ones (else HEIC & co.). */
const heifBrands = new Set(["mif1", "miaf"]);

/** The `ftyp` box's major brand, then its compatible brands (those after the minor version, within the box). */
function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const boxSize =
    ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const end = Math.min(bytes.length, boxSize > 0 ? boxSize : bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

export function sniffMediaType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: "image", mimeType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: "image", mimeType: "image/png", extension: "png" };
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6)))
    return { kind: "image", mimeType: "image/gif", extension: "gif" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { kind: "image", mimeType: "image/webp", extension: "webp" };
  const brands = isoBrands(bytes);
  const major = brands[0];
  if (major !== undefined) {
    const avif =
      avifBrands.has(major) ||
      (heifBrands.has(major) && brands.slice(1).some((brand) => avifBrands.has(brand)));
    if (avif) return { kind: "image", mimeType: "image/avif", extension: "avif" };
    if (mp4Brands.has(major)) return { kind: "video", mimeType: "video/mp4", extension: "mp4" };
    return null;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, bytes.length).includes("webm"))
    return { kind: "video", mimeType: "video/webm", extension: "webm" };
  return null;
}
