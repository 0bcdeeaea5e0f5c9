import { randomUUID } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { tooManyRequests } from "#server/errors.ts";
import { countHit, deleteCountersOlderThan, refundHit } from "./rate-limit.repository.ts";

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  message: (retryAfterSeconds: number) => string;
}

const wait = (seconds: number) => (seconds <= 60 ? "a minute" : `${Math.ceil(seconds / 60)} minutes`);

/** The brute-force rules for sign-in and password reset (docs/decisions/006-auth-rate-limits.md). */
export const limits = {
  signInPerIp: {
    name: "sign-in:ip",
    max: 5,
    windowMs: 60_000,
    message: (s) => `Too many sign-in attempts. Please try again in ${wait(s)}.`,
  },
  failedSignInsPerAccount: {
    name: "sign-in:account",
    max: 100,
    windowMs: 3_600_000,
    message: (s) => `Too many failed sign-in attempts for this account. Please try again in ${wait(s)}.`,
  },
  resetPerEmail: {
    name: "reset:email",
    max: 3,
    windowMs: 15 * 60_000,
    message: (s) => `Too many password reset requests. Please try again in ${wait(s)}.`,
  },
  /** Wrong second-factor codes (authenticator or recovery code) per account (decision 068). */
  secondFactorPerAccount: {
    name: "second-factor:account",
    max: 5,
    windowMs: 5 * 60_000,
    message: (s) => `Too many wrong codes. Please try again in ${wait(s)}.`,
  },
  resetPerIp: {
    name: "reset:ip",
    max: 3,
    windowMs: 15 * 60_000,
    message: (s) => `Too many password reset requests. Please try again in ${wait(s)}.`,
  },
} satisfies Record<string, LimitRule>;

/**
 * The bucket for a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 network (one
 * household or server gets one /64). An address that is not an IP gets a bucket of its own, so
 * visitors whose address cannot be determined never share one with everybody else.
 */
export function clientKey(ip: string | undefined): string {
  const address = ip?.trim() ?? "";
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${expandIpv6(address).slice(0, 4).join(":")}::/64`;
  return `unknown:${randomUUID()}`;
}

/** The first four 16-bit groups of an IPv6 address, without leading zeros. */
function expandIpv6(address: string): string[] {
  const clean = (address.split("%")[0] ?? "").toLowerCase();
  const compressed = clean.includes("::");
  const [head = "", tail = ""] = compressed ? clean.split("::") : [clean];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const embeddedIpv4 = (right.at(-1) ?? left.at(-1) ?? "").includes(".") ? 1 : 0;
  const missing = compressed ? 8 - left.length - right.length - embeddedIpv4 : 0;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}

export const emailKey = (email: string) => email.trim().toLowerCase();

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Applies rules against Folio's database-backed counters: they are shared by every process on the
 * database and survive a restart. Sign-in, password reset and the public feedback form use it.
 */
export function createRateLimiter({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  return {
    /** Counts one hit; throws 429 with Retry-After once the rule's limit is passed. */
    async consume(rule: LimitRule, identity: string): Promise<void> {
      const now = clock().getTime();
      const state = await countHit(db, `${rule.name}:${identity}`, rule.windowMs, now);
      if (state.count > rule.max) {
        const retryAfter = Math.max(1, Math.ceil((state.windowStartedAt + rule.windowMs - now) / 1000));
        throw tooManyRequests(retryAfter, rule.message(retryAfter));
      }
    },

    /** Whether this is the first hit of `key` in its window (a once-per-window count, e.g. a page view). */
    async first(key: string, windowMs: number): Promise<boolean> {
      const state = await countHit(db, key, windowMs, clock().getTime());
      return state.count === 1;
    },

    refund(rule: LimitRule, identity: string): Promise<void> {
      return refundHit(db, `${rule.name}:${identity}`);
    },

    /** Drops counters whose windows ended long ago. */
    prune(): Promise<void> {
      return deleteCountersOlderThan(db, clock().getTime() - 24 * 3_600_000);
    },
  };
}
