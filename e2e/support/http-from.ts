import { request } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One HTTP request from a given loopback address (`127.x.y.z`: every one reaches this machine), so a
 * proxy in front sees distinct visitors. A fresh connection each time; rejects on a reset connection.
 */
export function httpFrom(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error("no answer in 15 s")));
    req.on("error", reject);
    req.end(options.body);
  });
}
