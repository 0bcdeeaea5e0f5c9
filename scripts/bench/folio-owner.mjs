// The owner's side of the benchmarks: a signed-in session and the project import.
import { sampleProjects } from "./sample-projects.mjs";

export const benchOwner = {
  OWNER_EMAIL: "bench@folio.test",
  OWNER_PASSWORD: "bench-password-long-enough",
  OWNER_NAME: "Bench Owner",
};

/** Signs the owner in; returns the Cookie header of the session. */
export async function signIn(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: benchOwner.OWNER_EMAIL, password: benchOwner.OWNER_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Imports projects until the site has `total` (ids continue after `current`), at most 500 per import;
 * with nothing to add, imports the last project again, so there is still an owner write.
 */
export async function growProjectsTo(url, cookie, current, total) {
  const batches = [];
  for (let from = current; from < total; from += 500) batches.push([from, Math.min(from + 500, total)]);
  if (batches.length === 0) batches.push([total - 1, total]);
  for (const [from, to] of batches) {
    const response = await fetch(`${url}/api/projects/import`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url, cookie },
      body: JSON.stringify(sampleProjects(to - from, from)),
    });
    if (!response.ok) throw new Error(`import failed: ${response.status} ${await response.text()}`);
  }
}
