// The reference for `bench:serve`: a bare Node HTTP server answering, from memory, the same bytes Folio
// sends for `/` (plain, or precompressed Brotli/gzip by Accept-Encoding; any query string) and
// `GET /api/projects` and a project's page (`/projects/…`), headers included (headers.json: Folio's
// response headers for each, without Date and the connection's own). Usage: node bare-server.mjs <port>
// <dir with page.html, page.html.br, page.html.gz, projects.json, project.html, headers.json>. Prints
// "ready" when listening.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

const [port, dir] = process.argv.slice(2);
const page = {
  plain: readFileSync(join(dir, "page.html")),
  br: readFileSync(join(dir, "page.html.br")),
  gzip: readFileSync(join(dir, "page.html.gz")),
};
const projects = readFileSync(join(dir, "projects.json"));
const projectPage = readFileSync(join(dir, "project.html"));
const headers = JSON.parse(readFileSync(join(dir, "headers.json"), "utf8"));

createServer((request, response) => {
  const path = request.url.split("?")[0];
  if (path === "/api/projects") {
    response.writeHead(200, { ...headers.projects, "content-length": projects.length });
    return response.end(projects);
  }
  if (path.startsWith("/projects/")) {
    response.writeHead(200, { ...headers.project, "content-length": projectPage.length });
    return response.end(projectPage);
  }
  if (path !== "/") {
    response.writeHead(404);
    return response.end();
  }
  const accepted = request.headers["accept-encoding"] ?? "";
  const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "plain";
  const body = page[encoding];
  response.writeHead(200, { ...headers[encoding], "content-length": body.length });
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
