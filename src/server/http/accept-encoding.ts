/** The encodings Folio keeps ready for every cached answer, best first. */
export type ContentEncoding = "br" | "gzip" | "identity";

const preference: Record<ContentEncoding, number> = { br: 2, gzip: 1, identity: 0 };

/** Quality values of an Accept-Encoding header by coding (lower-cased; `x-gzip` counts as gzip). */
function qualities(header: string): Map<string, number> {
  const byCoding = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key = "", value = ""] = param.split("=");
      if (key.trim().toLowerCase() !== "q") continue;
      const parsed = Number(value.trim());
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    byCoding.set(name === "x-gzip" ? "gzip" : name, Math.max(q, byCoding.get(name) ?? 0));
  }
  return byCoding;
}

function choose(header: string): ContentEncoding {
  const byCoding = qualities(header);
  const wildcard = byCoding.get("*");
  const qualityOf = (coding: ContentEncoding) => {
    const listed = byCoding.get(coding);
    if (listed !== undefined) return listed;
    // Unlisted identity is acceptable (unless `*;q=0` refuses it) but comes after any listed coding.
    if (coding === "identity") return wildcard === 0 ? 0 : Number.MIN_VALUE;
    return wildcard ?? 0;
  };
  let best: ContentEncoding = "identity";
  let bestQuality = -1;
  for (const coding of ["br", "gzip", "identity"] as const) {
    const q = qualityOf(coding);
    if (q <= 0) continue;
    if (q > bestQuality || (q === bestQuality && preference[coding] > preference[best])) {
      best = coding;
      bestQuality = q;
    }
  }
  // Nothing acceptable at all: plain bytes are still the most useful answer.
  return best;
}

/** Headers seen recently (browsers send a handful of distinct values): parsed once each. */
const remembered = new Map<string, ContentEncoding>();
const rememberedLimit = 256;

/**
 * The encoding to answer in for a request's Accept-Encoding header: the one with the highest quality
 * among Brotli, gzip and identity, Brotli first on a tie; identity without the header.
 */
export function chooseEncoding(header: string | string[] | undefined): ContentEncoding {
  const value = Array.isArray(header) ? header.join(",") : header;
  if (!value) return "identity";
  const known = remembered.get(value);
  if (known) return known;
  const chosen = choose(value);
  if (remembered.size >= rememberedLimit) remembered.clear();
  remembered.set(value, chosen);
  return chosen;
}
