import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GitHubDouble, startGitHubDouble } from "#test/github-double.ts";
import { fetchImage } from "./image-fetch.ts";

let double: GitHubDouble;
beforeAll(async () => {
  double = await startGitHubDouble();
});
afterAll(() => double.close());

const raw = (path: string) => `${double.url}/raw/hanako-dev/sakura-notes/main/${path}`;
const options = () => ({ apiUrl: double.url, maxBytes: 10 * 1024 * 1024 });

describe("fetchImage", () => {
  it("fetches a PNG from the API's own host and says what it is", async () => {
    const image = await fetchImage(raw("docs/screenshot.png"), options());
    expect(image.type.mimeType).toBe("image/png");
  });

  it("refuses an SVG (it can carry scripts), a 50 MB file, plain http and other hosts", async () => {
    await expect(fetchImage(raw("docs/diagram.svg"), options())).rejects.toThrow(/SVG image/);
    await expect(fetchImage(raw("docs/wallpaper-8k.png"), options())).rejects.toThrow(/larger than 10 MB/);
    await expect(fetchImage("http://raw.githubusercontent.com/a/b/main/x.png", options())).rejects.toThrow(
      /not served over https/,
    );
    await expect(fetchImage("https://img.shields.io/badge/x.svg", options())).rejects.toThrow(
      /on img\.shields\.io, not on GitHub/,
    );
  });

  it("refuses private and loopback addresses, written as such or behind a GitHub name", async () => {
    for (const address of [
      "https://127.0.0.1:9/x.png",
      "https://10.0.0.8/x.png",
      "https://[::1]/x.png",
      "https://169.254.169.254/x.png",
    ]) {
      await expect(fetchImage(address, options())).rejects.toThrow(/private or loopback address/);
    }
    const resolve = ((
      _host: string,
      _options: unknown,
      callback: (e: null, a: { address: string; family: number }[]) => void,
    ) => callback(null, [{ address: "192.168.1.20", family: 4 }])) as never;
    await expect(
      fetchImage("https://evil.githubusercontent.com/x.png", { ...options(), resolve }),
    ).rejects.toThrow(/private or loopback address/);
  });
});
