import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.mode).toBe("production");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.trustProxy).toBe(false);
    expect(config.logLevel).toBe("info");
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash from an explicit one", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://me.dev/" }).publicUrl).toBe("https://me.dev");
  });

  it("reads the backup settings: BACKUP_DIR, BACKUP_KEEP (0 turns the nightly backup off) and BACKUP_HOUR", () => {
    const defaults = loadConfig({}).backup;
    expect(defaults.dir).toMatch(/\/backups$/);
    expect([defaults.keep, defaults.hour]).toEqual([7, 3]);
    const set = loadConfig({ BACKUP_DIR: "/srv/folio-backups", BACKUP_KEEP: "0", BACKUP_HOUR: "23" }).backup;
    expect(set).toEqual({ dir: "/srv/folio-backups", keep: 0, hour: 23 });
    expect(() => loadConfig({ BACKUP_HOUR: "24" })).toThrow(
      /BACKUP_HOUR must be an hour from 0 to 23 \(got "24"\)/,
    );
    expect(() => loadConfig({ BACKUP_KEEP: "-1" })).toThrow(/BACKUP_KEEP must be a whole number/);
  });

  it("reads MEDIA_STORE: the local disk by default, or a bucket with its prefix, endpoint, region and keys", () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: "local" });
    expect(loadConfig({ MEDIA_STORE: "local" }).mediaStore).toEqual({ kind: "local" });
    expect(loadConfig({ MEDIA_STORE: "s3://folio-media", AWS_REGION: "eu-west-1" }).mediaStore).toEqual({
      kind: "s3",
      bucket: "folio-media",
      prefix: "",
      endpoint: undefined,
      region: "eu-west-1",
      credentials: undefined,
    });
    const compatible = loadConfig({
      MEDIA_STORE: "s3://media.example/sites//me/",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      AWS_ACCESS_KEY_ID: "id",
      AWS_SECRET_ACCESS_KEY: "secret",
    }).mediaStore;
    expect(compatible).toEqual({
      kind: "s3",
      bucket: "media.example",
      prefix: "sites/me/",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
  });

  it("says what is wrong with the media store's settings, and never prints a secret key", () => {
    expect(() => loadConfig({ MEDIA_STORE: "/srv/media" })).toThrow(
      /MEDIA_STORE must be local, s3:\/\/BUCKET or s3:\/\/BUCKET\/prefix/,
    );
    expect(() => loadConfig({ MEDIA_STORE: "s3://Folio_Media", AWS_REGION: "eu-west-1" })).toThrow(
      /MEDIA_STORE/,
    );
    expect(() => loadConfig({ MEDIA_STORE: "s3://folio-media" })).toThrow(
      /AWS_REGION must be set when MEDIA_STORE is a bucket on AWS \(or set S3_ENDPOINT\)/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /S3_ENDPOINT is set but MEDIA_STORE is not an s3:\/\/ bucket/,
    );
    expect(() => loadConfig({ MEDIA_STORE: "s3://folio-media", S3_ENDPOINT: "minio:9000" })).toThrow(
      /S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
    const missing = (() => {
      try {
        loadConfig({
          MEDIA_STORE: "s3://folio-media",
          AWS_REGION: "eu-west-1",
          AWS_SECRET_ACCESS_KEY: "s3cr3t-key",
        });
      } catch (error) {
        return String(error);
      }
      return "";
    })();
    expect(missing).toContain("AWS_ACCESS_KEY_ID must be set with AWS_SECRET_ACCESS_KEY");
    expect(missing).not.toContain("s3cr3t-key");
  });

  it("is frozen", () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow();
  });

  it("names the variable and what it expects when a value is invalid", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(
      /PORT must be a whole number between 0 and 65535 \(got "abc"\)/,
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must be a postgres:\/\//);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://x" })).toThrow(
      /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ NODE_ENV: "staging" })).toThrow(
      /NODE_ENV must be production, development or test \(got "staging"\)/,
    );
    expect(loadConfig({ NODE_ENV: "development" }).mode).toBe("development");
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY must be true, false/);
  });

  it("reads TRUST_PROXY as a flag, a hop count or an address list", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1,10.0.0.2" }).trustProxy).toBe("10.0.0.1,10.0.0.2");
    const hops = loadConfig({ TRUST_PROXY: "1" }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops("a", 0), hops("a", 1)]).toEqual([true, false]);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "" }).databaseUrl).toBeUndefined();
  });
});
