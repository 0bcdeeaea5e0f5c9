import { deflateRawSync, inflateRawSync } from "node:zlib";

/** A version stored alone, which later versions are deflated against. */
export interface Keyframe {
  version: number;
  text: string;
}

export interface EncodedVersion {
  content: Buffer;
  /** The keyframe `content` was deflated against; null when it stands alone. */
  baseVersion: number | null;
}

/**
 * A delta is kept while it is at most this share of the version deflated alone; past it the version
 * becomes the next keyframe (so deltas never grow far from their keyframe).
 */
const deltaShare = 0.25;

/**
 * A version's JSON, compressed (decision 138): raw deflate at level 9, against the keyframe's JSON as a
 * preset dictionary when that is much smaller (a save changes a few words of a long write-up, so most of
 * it is a back-reference into the keyframe); alone otherwise. zlib uses the dictionary's last 32 KB.
 */
export function encodeVersion(text: string, keyframe?: Keyframe): EncodedVersion {
  const alone = deflateRawSync(text, { level: 9 });
  if (!keyframe) return { content: alone, baseVersion: null };
  const delta = deflateRawSync(text, { level: 9, dictionary: Buffer.from(keyframe.text) });
  if (delta.length > alone.length * deltaShare) return { content: alone, baseVersion: null };
  return { content: delta, baseVersion: keyframe.version };
}

/** The JSON text of a stored version; `keyframeText` is its base version's text when it has one. */
export function decodeVersion(content: Uint8Array, keyframeText?: string): string {
  const options = keyframeText === undefined ? {} : { dictionary: Buffer.from(keyframeText) };
  return inflateRawSync(content, options).toString("utf8");
}
