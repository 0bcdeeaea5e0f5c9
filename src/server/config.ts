import { resolve } from "node:path";
import { z } from "zod";

const optional = (schema: z.ZodType<string>) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z
    .enum(["production", "development", "test"], { error: "must be production, development or test" })
    .default("production"),
  PORT: z.coerce
    .number({ error: "must be a whole number between 0 and 65535" })
    .int("must be a whole number between 0 and 65535")
    .min(0, "must be a whole number between 0 and 65535")
    .max(65535, "must be a whole number between 0 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL"),
  ),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")),
  MAIL_FROM: z
    .string()
    .min(3, "must be an e-mail address or 'Name <address>'")
    .default("Folio <folio@localhost>"),
  OWNER_EMAIL: optional(z.email("must be an e-mail address")),
  OWNER_PASSWORD: optional(
    z.string().min(8, "must be at least 8 characters").max(128, "must be at most 128 characters"),
  ),
  OWNER_NAME: optional(z.string().max(100, "must be at most 100 characters")),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      if (value === "true") return true as const;
      if (value === "false" || value === "") return false as const;
      if (/^\d+$/.test(value)) return Number(value);
      if (/^[\d.:a-fA-F/,\s]+$/.test(value)) return value;
      ctx.addIssue({
        code: "custom",
        message: "must be true, false, a hop count, or a list of proxy addresses",
      });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BACKUP_DIR: z.string().min(1, "must not be empty").default("./backups"),
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a whole number from 0 (no nightly backups) to 365" })
    .int("must be a whole number from 0 (no nightly backups) to 365")
    .min(0, "must be a whole number from 0 (no nightly backups) to 365")
    .max(365, "must be a whole number from 0 (no nightly backups) to 365")
    .default(7),
  BACKUP_HOUR: z.coerce
    .number({ error: "must be an hour from 0 to 23" })
    .int("must be an hour from 0 to 23")
    .min(0, "must be an hour from 0 to 23")
    .max(23, "must be an hour from 0 to 23")
    .default(3),
  SHUTDOWN_DRAIN_MS: optional(
    z
      .string()
      .regex(/^\d+$/, "must be a whole number of milliseconds from 0 to 30000")
      .refine((value) => Number(value) <= 30_000, "must be a whole number of milliseconds from 0 to 30000"),
  ),
  RESTORE_MAX_MB: z.coerce
    .number({ error: "must be a whole number of megabytes, at least 1" })
    .int("must be a whole number of megabytes, at least 1")
    .min(1, "must be a whole number of megabytes, at least 1")
    .default(10_240),
  MEDIA_STORE: optional(
    z
      .string()
      .regex(
        /^(local|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?)$/,
        "must be local, s3://BUCKET or s3://BUCKET/prefix (a bucket name is 3 to 63 lowercase letters, digits, dots and hyphens)",
      ),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })),
  AWS_REGION: optional(z.string().regex(/^[a-z0-9-]{2,40}$/, "must be a region name such as eu-west-1")),
  AWS_ACCESS_KEY_ID: optional(z.string().min(1)),
  AWS_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  GITHUB_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://api.github.com"),
  GITHUB_TOKEN: optional(z.string().min(1)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  readonly mode: Env["NODE_ENV"];
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly publicUrl: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly owner: { readonly email?: string; readonly password?: string; readonly name?: string };
  readonly authSecret: string | undefined;
  /** Fastify's trustProxy: off, on, a list of proxy addresses, or trust the first N hops. */
  readonly trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  readonly logLevel: Env["LOG_LEVEL"];
  /** Where backups are written, how many nightly ones are kept (0: none taken), and at which local hour. */
  readonly backup: { readonly dir: string; readonly keep: number; readonly hour: number };
  /** The most a restore (or a `--verify`) unpacks, in bytes: RESTORE_MAX_MB. */
  readonly restoreMaxBytes: number;
  /**
   * How long a SIGTERM'd instance keeps answering while reporting not-ready, so a proxy takes it out of
   * rotation (SHUTDOWN_DRAIN_MS; default 3 s behind a proxy, i.e. with TRUST_PROXY set, else 0).
   */
  readonly shutdownDrainMs: number;
  /** Where uploads and their variants live: DATA_DIR/media, or an S3-compatible bucket (MEDIA_STORE). */
  readonly mediaStore: MediaStoreConfig;
  /**
   * The GitHub API Folio imports from (GITHUB_API_URL: the public one, or a GitHub Enterprise server's
   * `https://HOST/api/v3`) and a token from the environment (GITHUB_TOKEN), used when the owner saved none.
   */
  readonly github: { readonly apiUrl: string; readonly token: string | undefined };
}

export type MediaStoreConfig =
  | { readonly kind: "local" }
  | {
      readonly kind: "s3";
      readonly bucket: string;
      /** Prepended to every object's name: "" or "some/prefix/". */
      readonly prefix: string;
      /** S3_ENDPOINT: an S3-compatible server other than AWS (path-style addressing). */
      readonly endpoint: string | undefined;
      readonly region: string | undefined;
      /** Both keys when given; otherwise the SDK's own credential chain (profile, instance role). */
      readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
    };

/** MEDIA_STORE and the S3 settings that go with it; answers the problems as [variable, message]. */
function mediaStoreOf(e: Env): MediaStoreConfig | [string, string] {
  const s3 = e.MEDIA_STORE?.startsWith("s3://") ? e.MEDIA_STORE.slice("s3://".length) : undefined;
  if (s3 === undefined) {
    if (e.S3_ENDPOINT) return ["S3_ENDPOINT", "is set but MEDIA_STORE is not an s3:// bucket"];
    return { kind: "local" };
  }
  if (!e.S3_ENDPOINT && !e.AWS_REGION)
    return ["AWS_REGION", "must be set when MEDIA_STORE is a bucket on AWS (or set S3_ENDPOINT)"];
  if (Boolean(e.AWS_ACCESS_KEY_ID) !== Boolean(e.AWS_SECRET_ACCESS_KEY)) {
    return e.AWS_ACCESS_KEY_ID
      ? ["AWS_SECRET_ACCESS_KEY", "must be set with AWS_ACCESS_KEY_ID"]
      : ["AWS_ACCESS_KEY_ID", "must be set with AWS_SECRET_ACCESS_KEY"];
  }
  const [bucket = "", ...rest] = s3.split("/");
  const prefix = rest
    .join("/")
    .replace(/^\/+|\/+$/g, "")
    .replace(/\/{2,}/g, "/");
  return {
    kind: "s3",
    bucket,
    prefix: prefix ? `${prefix}/` : "",
    endpoint: e.S3_ENDPOINT,
    // An S3-compatible server takes any region name; the SDK needs one.
    region: e.AWS_REGION ?? "us-east-1",
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** The drain behind a proxy when SHUTDOWN_DRAIN_MS is not set (decision 117). */
export const DEFAULT_PROXIED_DRAIN_MS = 3_000;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once. Nothing else in the server reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const got = env[name] === undefined ? "" : ` (got ${JSON.stringify(env[name])})`;
      return `  ${name} ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const mediaStore = mediaStoreOf(e);
  if (Array.isArray(mediaStore)) {
    const [name, message] = mediaStore;
    throw new ConfigError(`Invalid environment:\n  ${name} ${message}`);
  }
  return Object.freeze({
    mode: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    owner: Object.freeze({ email: e.OWNER_EMAIL, password: e.OWNER_PASSWORD, name: e.OWNER_NAME }),
    authSecret: e.AUTH_SECRET,
    trustProxy: typeof e.TRUST_PROXY === "number" ? trustHops(e.TRUST_PROXY) : e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    backup: Object.freeze({ dir: resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP, hour: e.BACKUP_HOUR }),
    restoreMaxBytes: e.RESTORE_MAX_MB * 1024 * 1024,
    shutdownDrainMs:
      e.SHUTDOWN_DRAIN_MS !== undefined
        ? Number(e.SHUTDOWN_DRAIN_MS)
        : e.TRUST_PROXY === false
          ? 0
          : DEFAULT_PROXIED_DRAIN_MS,
    mediaStore: Object.freeze(mediaStore),
    github: Object.freeze({ apiUrl: e.GITHUB_API_URL.replace(/\/+$/, ""), token: e.GITHUB_TOKEN }),
  });
}
