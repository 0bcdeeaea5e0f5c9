import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import type { ViteDevServer } from "vite";
import { rootDir } from "#server/paths.ts";

/** Development only: Vite's middleware (modules, HMR, public files) in front of our routes. */
export async function registerViteDev(app: FastifyInstance): Promise<ViteDevServer> {
  const { createServer } = await import("vite");
  const vite = await createServer({ root: rootDir, server: { middlewareMode: true }, appType: "custom" });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", async () => vite.close());
  return vite;
}
