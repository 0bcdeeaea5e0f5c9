// Limits on every input: deep JSON, slow clients, the event-stream cap, unknown fields.
import { spawn } from "node:child_process";
import { connect } from "node:net";

/** A client that posts a 400,000-deep JSON array again and again until it is killed. */
const floodScript = `
const body = "[".repeat(400000) + "]".repeat(400000);
for (;;) await fetch(process.argv[1], { method: "POST", headers: { "content-type": "application/json" }, body }).catch(() => {});
`;

const deepArray = (depth) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function healthTimes(url, count) {
  const times = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await fetch(`${url}/api/health`);
    times.push(performance.now() - started);
  }
  return times;
}

export async function deepJsonProbe(folio, cookie) {
  const routes = [
    "/api/auth/sign-in/email",
    "/api/auth/request-password-reset",
    "/api/feedback",
    "/api/nowhere",
  ];
  const bodies = [
    deepArray(400_000),
    deepObject(65),
    `{"ok":"]]]","x":${deepArray(100)}}`,
    `[${deepObject(70)}]`,
  ];
  const post = (route, body) =>
    fetch(`${folio.url}${route}`, {
      method: route === "/api/site-config" ? "PUT" : "POST",
      headers: { "content-type": "application/json", origin: folio.url, cookie },
      body,
    });
  const wrong = [];
  for (const route of [...routes, "/api/site-config"]) {
    for (const body of bodies) {
      const response = await post(route, body);
      // The contact form's rate limit may answer first (429): the body is not parsed either way.
      const refused = response.status === 400 || (route === "/api/feedback" && response.status === 429);
      if (!refused) wrong.push(`${route} answered ${response.status}`);
    }
  }
  const quiet = median(await healthTimes(folio.url, 20));
  // The hostile clients run in processes of their own, so their work does not slow this one's clock.
  const floods = Array.from({ length: 4 }, () =>
    spawn(process.execPath, ["--input-type=module", "-e", floodScript, `${folio.url}${routes[0]}`], {
      stdio: "ignore",
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const loaded = median(await healthTimes(folio.url, 20));
  for (const flood of floods) flood.kill();
  const detail = `${routes.length * bodies.length + bodies.length - wrong.length}/${(routes.length + 1) * bodies.length} refused (400) unparsed; /api/health median ${quiet.toFixed(1)} ms alone, ${loaded.toFixed(1)} ms under 4 deep-JSON clients`;
  if (wrong.length) return { ok: false, detail: `${wrong.join("; ")}; ${detail}` };
  return { ok: loaded < 100, detail };
}

/** Sends `text` a byte every `everyMs`; resolves with the seconds until the server closed it, or null. */
function dribble(port, text, everyMs, giveUpMs) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const started = Date.now();
    let index = 0;
    socket.on("error", () => {});
    const send = () => {
      if (!socket.destroyed && index < text.length) socket.write(text[index++]);
    };
    socket.once("connect", send);
    const timer = setInterval(send, everyMs);
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve(null);
    }, giveUpMs);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve((Date.now() - started) / 1000);
    });
  });
}

export async function slowClientProbe(folio) {
  const headers = `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${"a".repeat(200)}\r\n\r\n`;
  const body = `POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n`;
  const [slowHeaders, slowBody] = await Promise.all([
    dribble(folio.port, headers, 5000, 35_000),
    dribble(folio.port, `${body}{"message":"${"a".repeat(380)}"}`, 5000, 35_000),
  ]);
  const ok = slowHeaders !== null && slowHeaders <= 30 && slowBody !== null && slowBody <= 30;
  const shown = (value) => (value === null ? "still open after 35 s" : `dropped after ${value.toFixed(1)} s`);
  return { ok, detail: `a byte every 5 s: headers ${shown(slowHeaders)}, body ${shown(slowBody)}` };
}

export async function streamCapProbe(folio, cookie) {
  const controller = new AbortController();
  const statuses = [];
  for (let index = 0; index < 8; index++) {
    const response = await fetch(`${folio.url}/api/feedback/stream`, {
      headers: { cookie },
      signal: controller.signal,
    });
    statuses.push(response.status);
    if (response.status !== 200) await response.body?.cancel();
  }
  const ordinary = await Promise.all(
    Array.from({ length: 50 }, () => fetch(`${folio.url}/api/health`).then((r) => r.status)),
  );
  controller.abort();
  const open = statuses.filter((status) => status === 200).length;
  const refused = statuses.filter((status) => status === 429).length;
  const ordinaryOk = ordinary.every((status) => status === 200);
  return {
    ok: open >= 1 && open < 8 && refused === 8 - open && ordinaryOk,
    detail: `${open} streams open, ${refused} refused with 429; 50 simultaneous ordinary requests from the same address: ${ordinaryOk ? "all 200" : ordinary.join(",")}`,
  };
}

export async function unknownFieldsProbe(folio, cookie) {
  const send = (method, path, body) =>
    fetch(`${folio.url}${path}`, {
      method,
      headers: { "content-type": "application/json", cookie, origin: folio.url },
      body: JSON.stringify(body),
    });
  const config = await (await fetch(`${folio.url}/api/site-config`, { headers: { cookie } })).json();
  const components = await (await fetch(`${folio.url}/api/components`)).json();
  const cases = [
    ["PUT", "/api/site-config", { ...config, probeField: 1 }, "probeField"],
    ["PUT", "/api/site-config", { ...config, seo: { ...config.seo, robots: "none" } }, "seo.robots"],
    [
      "PUT",
      "/api/site-config",
      {
        ...config,
        contact: { ...config.contact, socialLinks: { ...config.contact.socialLinks, myspace: "" } },
      },
      "contact.socialLinks.myspace",
    ],
    ["PUT", "/api/components", [{ ...components[0], colour: "red" }], "0.colour"],
    [
      "POST",
      "/api/sections",
      { name: "Probe", type: "about", content: { title: "x", shoeSize: 44 } },
      "content.shoeSize",
    ],
    ["POST", "/api/sections", { name: "Probe", type: "about", visible: true }, "visible"],
    ["PATCH", "/api/sections/hero", { name: "Hero", owner: "me" }, "owner"],
  ];
  const wrong = [];
  for (const [method, path, body, field] of cases) {
    const response = await send(method, path, body);
    const error = (await response.json().catch(() => ({}))).error ?? {};
    if (response.status !== 400 || !String(error.message).includes(field) || !error.fields?.[field]) {
      wrong.push(`${method} ${path} ${field}: ${response.status} ${error.message ?? ""}`);
    }
  }
  const after = await (await fetch(`${folio.url}/api/site-config`, { headers: { cookie } })).json();
  if (after.version !== config.version) wrong.push("the configuration changed");
  return wrong.length
    ? { ok: false, detail: wrong.join("; ") }
    : {
        ok: true,
        detail: `${cases.length} writes with an unknown field answered 400 naming it; nothing changed`,
      };
}
