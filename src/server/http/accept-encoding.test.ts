import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding.ts";
import { etagMatches } from "./send-prepared.ts";

describe("chooseEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["x-gzip", "gzip"],
    ["GZIP", "gzip"],
    ["deflate", "identity"],
    ["identity", "identity"],
    ["*", "br"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["*;q=0, gzip;q=0.1", "gzip"],
    ["gzip;q=0.3, identity;q=0.5", "identity"],
    ["br;q=abc, gzip", "gzip"],
    [" br ; q=0.8 ,gzip;q=0.8", "br"],
  ] as const)("%j → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("reads a header sent more than once", () => {
    expect(chooseEncoding(["gzip;q=0.5", "br"])).toBe("br");
  });
});

describe("etagMatches", () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"x", W/"abc"', true],
    ["*", true],
    ['W/"abcd"', false],
    ["", false],
    [undefined, false],
  ] as const)("%j → %s", (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
