import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export interface S3TestServer {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects on disk (each object's bytes in `<bucket>/<key>._S3rver_object`). */
  directory: string;
  /** The settings a Folio needs to keep its media in this server's bucket (under `prefix` when given). */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, from npm) on a free loopback port, with one empty bucket, its
 * objects in a temporary folder removed by `stop()`. s3rver accepts the keys `S3RVER` / `S3RVER`.
 */
export async function startS3Server(bucket = "folio-media"): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "folio-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: (prefix) => ({
      MEDIA_STORE: `s3://${bucket}${prefix ? `/${prefix}` : ""}`,
      S3_ENDPOINT: endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    }),
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
