import { createHash } from "node:crypto";
import { type CacheDependencies, type ChangeScope, isTouched } from "#server/pages/cache-scope.ts";
import type { CardContent } from "./social-card.tsx";

/** How many cards are kept as bytes at most (the fixed kinds always are); others are drawn again when asked. */
const maxKept = 64;

/** Bumped when the card's drawing changes, so every address changes with it. */
const drawingVersion = 1;

export const cardsPath = "/cards";
const fileName = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{16})\.png$/;

/** A card ready to send: its PNG bytes and a strong ETag. */
export interface CardFile {
  bytes: Buffer;
  etag: string;
}

/** What `GET /cards/<file>` answers: the card, the address of the current one, or nothing. */
export type CardLookup = { file: CardFile } | { current: string } | undefined;

export interface SocialCardDeps {
  /** Each kind of card and where its content comes from (read when the page's content changed). */
  sources: Record<string, () => Promise<CardContent>>;
  /**
   * Kinds made on demand (`project-<slug>`, decision 103): the source of `kind`, or undefined when
   * there is no such card (the content's reader answers undefined for an unknown or draft project).
   * Its content comes with what it depends on (the project), so an edit of another project keeps it.
   */
  dynamic?: (
    kind: string,
  ) => (() => Promise<{ content: CardContent; dependsOn: CacheDependencies } | undefined>) | undefined;
  draw?: (content: CardContent) => Promise<Buffer>;
  onError?: (error: unknown) => void;
}

export type SocialCardService = ReturnType<typeof createSocialCardService>;

/** The hash of a card's content (and of the drawing's version): the versioned part of its address. */
export function cardHash(content: CardContent): string {
  return createHash("sha256")
    .update(JSON.stringify([drawingVersion, content]))
    .digest("hex")
    .slice(0, 16);
}

/** `/cards/home-0123456789abcdef.png`. */
export const cardAddress = (kind: string, content: CardContent): string =>
  `${cardsPath}/${kind}-${cardHash(content)}.png`;

/**
 * The generated social cards (decision 100): each kind's content is read once per change of what it
 * depends on (`invalidate(scope)`, from the page cache's hook: the fixed kinds depend on everything, a
 * project's card on its project, decision 155), its PNG drawn when that content's hash is new and
 * kept as bytes; an address with an old hash leads to the current one.
 */
export function createSocialCardService(deps: SocialCardDeps) {
  const draw = deps.draw ?? (async (content) => (await import("./render-card.tsx")).renderCardPng(content));
  const contents = new Map<string, Promise<CardContent | undefined>>();
  /** What each kind's content read depends on, once read (until then, everything). */
  const dependencies = new Map<string, CacheDependencies>();
  const files = new Map<string, { hash: string; file: Promise<CardFile> }>();
  let refresh: NodeJS.Timeout | undefined;
  /** The drawn cards whose content changed, drawn again together shortly after the last change. */
  const toRedraw = new Set<string>();

  /** The source of `kind`: its content, and what that depends on. */
  function sourceOf(kind: string) {
    const fixed = deps.sources[kind];
    if (fixed) return async () => ({ content: await fixed(), dependsOn: "everything" as const });
    const dynamic = deps.dynamic?.(kind);
    return (
      dynamic && (async () => (await dynamic()) ?? { content: undefined, dependsOn: "everything" as const })
    );
  }

  function content(kind: string): Promise<CardContent | undefined> | undefined {
    const source = sourceOf(kind);
    if (!source) return undefined;
    let current = contents.get(kind);
    if (!current) {
      dependencies.delete(kind);
      const read = source().then((found) => {
        if (contents.get(kind) !== read) return found.content;
        // A card that does not exist is not remembered: a stream of made-up addresses
        // (`/cards/project-<anything>-….png`) would otherwise fill memory until the next change.
        if (found.content === undefined) contents.delete(kind);
        else dependencies.set(kind, found.dependsOn);
        return found.content;
      });
      current = read;
      contents.set(kind, read);
      read.catch(() => {
        if (contents.get(kind) === read) contents.delete(kind);
      });
    }
    return current;
  }

  function fileOf(kind: string, card: CardContent): Promise<CardFile> {
    const hash = cardHash(card);
    const kept = files.get(kind);
    if (kept?.hash === hash) return kept.file;
    const file = draw(card).then((bytes) => ({
      bytes,
      etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    }));
    files.set(kind, { hash, file });
    // Cards made on demand are kept for the most recently drawn ones only.
    if (!deps.sources[kind] && files.size > maxKept) {
      const oldest = [...files.keys()].find((name) => !deps.sources[name]);
      if (oldest) files.delete(oldest);
    }
    file.catch(() => {
      if (files.get(kind)?.file === file) files.delete(kind);
    });
    return file;
  }

  return {
    kinds: () => Object.keys(deps.sources),

    /** The current card's address for `kind` (relative to the site). */
    async address(kind: string): Promise<string> {
      const card = await content(kind);
      if (!card) throw new Error(`no social card of kind ${kind}`);
      return cardAddress(kind, card);
    },

    /** The card a `/cards/` file name asks for: its bytes when its hash is current, else where the current one is. */
    async lookup(name: string): Promise<CardLookup> {
      const match = fileName.exec(name);
      const kind = match?.[1];
      const card = kind ? await content(kind) : undefined;
      if (!kind || !card) return undefined;
      if (cardHash(card) !== match?.[2]) return { current: cardAddress(kind, card) };
      return { file: await fileOf(kind, card) };
    },

    /**
     * What the cards show changed (`scope`; everything without one): the contents it touches are read
     * again, and the cards already drawn of those kinds are drawn again soon after when their content
     * differs (the libraries are loaded then), before anyone asks.
     */
    invalidate(scope?: ChangeScope): void {
      const touched = [...new Set([...contents.keys(), ...files.keys()])].filter((kind) =>
        isTouched(dependencies.get(kind) ?? "everything", scope),
      );
      for (const kind of touched) {
        contents.delete(kind);
        if (files.has(kind)) toRedraw.add(kind);
      }
      if (toRedraw.size === 0) return;
      clearTimeout(refresh);
      refresh = setTimeout(() => {
        const kinds = [...toRedraw];
        toRedraw.clear();
        for (const kind of kinds) {
          const read = content(kind);
          read
            ?.then(async (card) => {
              if (card) await fileOf(kind, card);
              else files.delete(kind);
            })
            .catch((error) => deps.onError?.(error));
        }
      }, 100);
      refresh.unref();
    },
  };
}
