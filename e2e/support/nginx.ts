import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Debian's nginx (`apt-get install nginx`). */
export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface Upstream {
  port: number;
  /** Taken out of rotation (`down`): the README's first step of a restart. */
  down?: boolean;
}

/**
 * The README's nginx example (section "Running several instances"), with its paths in `dir`: one
 * upstream of Folio instances, keep-alive connections to them, the visitor's address in
 * X-Forwarded-For, no buffering of the live streams, and which instance answered in X-Upstream (for
 * the tests).
 */
export function nginxConfig(dir: string, port: number, upstreams: Upstream[]): string {
  const servers = upstreams.map((u) => `    server 127.0.0.1:${u.port}${u.down ? " down" : ""};`).join("\n");
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  upstream folio {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 210m;
    location / {
      proxy_pass http://folio;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  /** Rewrites the configuration and reloads it gracefully (old workers finish their requests). */
  reload(upstreams: Upstream[]): Promise<void>;
  stop(): Promise<void>;
}

export function nginxAvailable(): boolean {
  return existsSync(nginxPath);
}

/** Starts nginx in the foreground, as this user, with everything in a temporary directory. */
export async function startNginx(port: number, upstreams: Upstream[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "folio-nginx-"));
  chmodSync(dir, 0o755);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(join(dir, "temp", name), { recursive: true });
    chmodSync(join(dir, "temp", name), 0o777);
  }
  const conf = join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const args = ["-p", dir, "-c", conf, "-e", join(dir, "error.log")];
  let log = "";
  const child: ChildProcess = spawn(nginxPath, [...args, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited while starting:\n${log}${errors(dir)}`);
    if (existsSync(join(dir, "nginx.pid"))) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start in 10 s:\n${log}${errors(dir)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async reload(next) {
      writeFileSync(conf, nginxConfig(dir, port, next));
      const result = spawnSync(nginxPath, [...args, "-s", "reload"], { encoding: "utf8" });
      if (result.status !== 0) throw new Error(`nginx -s reload failed: ${result.stderr}${errors(dir)}`);
      // The new workers take over; the old ones finish what they hold.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function errors(dir: string): string {
  try {
    return readFileSync(join(dir, "error.log"), "utf8");
  } catch {
    return "";
  }
}
