import { describe, expect, it } from "vitest";
import { sniffMediaType } from "./media-sniff.ts";

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))),
  );

describe("sniffMediaType", () => {
  it("recognises the accepted formats from their first bytes", () => {
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xdb]))?.mimeType).toBe("image/jpeg");
    expect(sniffMediaType(bytes([0x89], "PNG\r\n\x1a\n"))?.mimeType).toBe("image/png");
    expect(sniffMediaType(bytes("GIF89a"))?.mimeType).toBe("image/gif");
    expect(sniffMediaType(bytes("RIFF\0\0\0\0WEBPVP8 "))?.mimeType).toBe("image/webp");
    expect(sniffMediaType(bytes([0, 0, 0, 0x1c], "ftypavif\0\0\0\0avifmif1miaf"))?.mimeType).toBe(
      "image/avif",
    );
    expect(sniffMediaType(bytes([0, 0, 0, 0x18], "ftypmp42\0\0\0\0mp42isom"))?.mimeType).toBe("video/mp4");
    // A generic HEIF major brand with an AVIF brand among the compatible ones.
    expect(sniffMediaType(bytes([0, 0, 0, 0x1c], "ftypmif1\0\0\0\0mif1miafavif"))).toEqual({
      kind: "image",
      mimeType: "image/avif",
      extension: "avif",
    });
    expect(sniffMediaType(bytes([0, 0, 0, 0x18], "ftypmiaf\0\0\0\0miafavis"))?.mimeType).toBe("image/avif");
    expect(sniffMediaType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"))?.mimeType).toBe(
      "video/webm",
    );
  });

  it("refuses everything else", () => {
    for (const sample of [
      bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      bytes("<!doctype html>"),
      bytes("RIFF\0\0\0\0WAVEfmt "),
      bytes([0, 0, 0, 0x18], "ftypheic\0\0\0\0mif1heic"),
      bytes([0, 0, 0, 0x18], "ftypheix\0\0\0\0mif1heix"),
      bytes([0, 0, 0, 0x18], "ftypmif1\0\0\0\0mif1heic"),
      bytes([0, 0, 0, 0x18], "ftypmiaf\0\0\0\0miafheix"),
      bytes([0, 0, 0, 0x10], "ftypmif1\0\0\0\0"),
      // "avif" here is the minor version, not a compatible brand.
      bytes([0, 0, 0, 0x14], "ftypmif1avifheic"),
      // "avif" lies after the end of the ftyp box.
      bytes([0, 0, 0, 0x14], "ftypmif1\0\0\0\0heicavif"),
      bytes([0, 0, 0, 0x14], "ftypqt  \0\0\0\0qt  "),
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska"),
      bytes("%PDF-1.7"),
      bytes([]),
    ]) {
      expect(sniffMediaType(sample)).toBeNull();
    }
  });
});
