import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type GitHubDouble, startGitHubDouble } from "./github-double.ts";
import { buildOwnerApp, type OwnerApp } from "./owner-app.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface GithubSite {
  double: GitHubDouble;
  owner: OwnerApp;
  /** A request as the signed-in owner. */
  call: (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;
}

/**
 * A suite's GitHub double on loopback and a site whose owner is signed in and whose GITHUB_API_URL is
 * the double: built before the suite's tests (and its later `beforeAll`s), closed after them.
 */
export function withGithubSite(receive: (site: GithubSite) => void): void {
  let double: GitHubDouble | undefined;
  let owner: OwnerApp | undefined;
  beforeAll(async () => {
    double = await startGitHubDouble();
    const app = await buildOwnerApp({ GITHUB_API_URL: double.url });
    owner = app;
    receive({
      double,
      owner: app,
      call: (method, url, payload) =>
        app.t.app.inject({ method, url, headers: { cookie: app.cookie }, ...(payload ? { payload } : {}) }),
    });
  });
  afterAll(async () => {
    await owner?.t.close();
    await double?.close();
  });
}
