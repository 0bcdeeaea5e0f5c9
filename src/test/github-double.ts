import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

const fixtures = fileURLToPath(new URL("../server/features/github/fixtures/", import.meta.url));
/** Accounts recorded in a folder of their own (`fixtures/<login>/responses.json`), beside `hanako-dev`'s. */
const moreAccounts = ["seoyeon-park"];

interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** A file in the fixtures folder. */
  body: string;
}

interface Recorded {
  /** `revised`: the same request answered later, after the repository changed. */
  responses: (RecordedAnswer & { method: string; path: string; revised?: boolean })[];
  special: Record<"rateLimited" | "secondaryLimited" | "badCredentials", RecordedAnswer>;
}

export interface GitHubDouble {
  /** http://127.0.0.1:PORT: what GITHUB_API_URL is set to. */
  url: string;
  /** Every request it was sent: method, path with query, headers. */
  requests: { method: string; path: string; headers: IncomingHttpHeaders }[];
  /** Requests the primary limit has left (a 304 costs none, as on GitHub). */
  remaining: number;
  /** Answer every API request with GitHub's primary or secondary rate-limit refusal. */
  limit: "primary" | "secondary" | false;
  /** A token GitHub no longer accepts: requests bearing it get 401 Bad credentials. */
  revokedToken: string | undefined;
  /** API paths that now answer 404 (a repository renamed away or deleted). */
  gone: Set<string>;
  /** Answer with the repositories as they were later recorded (a new description, README, stars). */
  revised: boolean;
  /** Wait this long before answering API requests (timeouts). */
  delayMs: number;
  /** A GitHub address (api, raw or avatars) as the double serves it. */
  addressOf(githubAddress: string): string;
  close(): Promise<void>;
}

const avatarHeaders = JSON.parse(readFileSync(join(fixtures, "avatars", "headers.json"), "utf8")) as Record<
  string,
  string
>;
const rawTypes: Record<string, string> = { ".png": "image/png", ".svg": "image/svg+xml" };
/** A 50 MB image: a PNG's first bytes, then zeros for as long as anyone reads. */
const hugeImage = "/raw/hanako-dev/sakura-notes/main/docs/wallpaper-8k.png";

/**
 * A stand-in for GitHub's REST API on loopback, answering from recorded responses (status, headers and
 * body files in `features/github/fixtures/`, shaped as GitHub documents and answers them). GitHub's own
 * addresses in bodies and headers are rewritten to the double's: `https://api.github.com` to its root,
 * `https://raw.githubusercontent.com` to `/raw` (which serves `fixtures/raw/`), `https://avatars.githubusercontent.com`
 * to `/avatars` (`fixtures/avatars/`). It answers 304 to a
 * matching `If-None-Match` and keeps a rate limit, as GitHub does.
 */
export async function startGitHubDouble(): Promise<GitHubDouble> {
  const recorded = JSON.parse(readFileSync(join(fixtures, "responses.json"), "utf8")) as Recorded;
  for (const login of moreAccounts) {
    const more = JSON.parse(readFileSync(join(fixtures, login, "responses.json"), "utf8")) as Pick<
      Recorded,
      "responses"
    >;
    recorded.responses.push(...more.responses);
  }
  let base = "";
  const rewrite = (text: string) =>
    text
      .replaceAll("https://api.github.com", base)
      .replaceAll("https://raw.githubusercontent.com", `${base}/raw`)
      .replaceAll("https://avatars.githubusercontent.com", `${base}/avatars`)
      .replaceAll("{{reset}}", String(Math.floor(Date.now() / 1000) + 1800));

  function send(response: ServerResponse, answer: RecordedAnswer): void {
    double.remaining = Math.max(0, double.remaining - 1);
    const headers = Object.fromEntries(
      Object.entries(answer.headers).map(([name, value]) => [name, rewrite(value)]),
    );
    if (!("x-ratelimit-remaining" in headers)) {
      Object.assign(headers, {
        "x-ratelimit-limit": "60",
        "x-ratelimit-remaining": String(double.remaining),
        "x-ratelimit-used": String(60 - double.remaining),
        "x-ratelimit-resource": "core",
        "x-ratelimit-reset": rewrite("{{reset}}"),
      });
    }
    const body = rewrite(readFileSync(join(fixtures, answer.body), "utf8"));
    response.writeHead(answer.status, { ...headers, "content-length": Buffer.byteLength(body) });
    response.end(body);
  }

  function raw(path: string, response: ServerResponse): void {
    if (path === hugeImage) {
      response.writeHead(200, { "content-type": "image/png", "content-length": 50 * 1024 * 1024 });
      response.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const zeros = Buffer.alloc(64 * 1024);
      const more = () => {
        while (!response.destroyed && response.write(zeros)) {}
      };
      response.on("drain", more);
      more();
      return;
    }
    const root = join(fixtures, "raw");
    const file = normalize(join(root, decodeURIComponent(path.slice("/raw/".length).split("?")[0] ?? "")));
    try {
      if (!file.startsWith(root)) throw new Error("outside the fixtures");
      const bytes = readFileSync(file);
      response.writeHead(200, {
        "content-type": rawTypes[extname(file)] ?? "text/plain; charset=utf-8",
        "content-length": bytes.length,
      });
      response.end(bytes);
    } catch {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end("404: Not Found");
    }
  }

  /** `/avatars/u/<id>`: `fixtures/avatars/<id>.jpg` with the headers GitHub's avatar host sends. */
  function avatar(path: string, response: ServerResponse): void {
    const id = /^\/avatars\/u\/(\d+)/.exec(path)?.[1];
    const file = join(fixtures, "avatars", `${id}.jpg`);
    if (!id || !existsSync(file)) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end("Not Found");
      return;
    }
    const bytes = readFileSync(file);
    response.writeHead(200, { ...avatarHeaders, "content-length": bytes.length });
    response.end(bytes);
  }

  function api(path: string, request: IncomingMessage, response: ServerResponse) {
    if (double.limit === "primary") return send(response, recorded.special.rateLimited);
    if (double.limit === "secondary") return send(response, recorded.special.secondaryLimited);
    if (double.revokedToken && request.headers.authorization === `Bearer ${double.revokedToken}`) {
      return send(response, recorded.special.badCredentials);
    }
    const answers = recorded.responses.filter(
      (entry) => entry.method === request.method && entry.path === path && !double.gone.has(path),
    );
    const found =
      (double.revised && answers.find((entry) => entry.revised)) || answers.find((entry) => !entry.revised);
    if (!found) return send(response, { status: 404, headers: {}, body: "repo-not-found.json" });
    const etag = found.headers.etag;
    if (etag && request.headers["if-none-match"] === etag) {
      const { "content-type": _type, ...rest } = found.headers;
      response.writeHead(304, { ...rest, "x-ratelimit-remaining": String(double.remaining) });
      response.end();
      return;
    }
    send(response, found);
  }

  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    double.requests.push({ method: request.method ?? "GET", path, headers: request.headers });
    if (path.startsWith("/raw/")) return raw(path, response);
    if (path.startsWith("/avatars/")) return avatar(path, response);
    if (double.delayMs > 0) {
      const timer = setTimeout(() => api(path, request, response), double.delayMs);
      response.on("close", () => clearTimeout(timer));
      return;
    }
    api(path, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const double: GitHubDouble = {
    url: base,
    requests: [],
    remaining: 60,
    limit: false,
    revokedToken: undefined,
    gone: new Set(),
    revised: false,
    delayMs: 0,
    addressOf: (githubAddress) => rewrite(githubAddress),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return double;
}
