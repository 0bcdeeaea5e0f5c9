import type { FastifyInstance } from "fastify";
import { clientRenderedPaths } from "../../shared/routes.ts";
import { escapeHtml } from "./head-tags.ts";

/** robots.txt (owner screens disallowed, sitemap announced) and sitemap.xml (the public page). */
export function registerSeoRoutes(app: FastifyInstance): void {
  const { publicUrl } = app.config;

  app.get("/robots.txt", async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...clientRenderedPaths.map((path) => `Disallow: ${path}`),
      "Disallow: /api/",
      "",
      `Sitemap: ${publicUrl}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <url><loc>${escapeHtml(`${publicUrl}/`)}</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>`,
      "</urlset>",
      "",
    ].join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(xml);
  });
}
