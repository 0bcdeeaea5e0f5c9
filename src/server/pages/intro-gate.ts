import { createHash } from "node:crypto";
import { introGateScript } from "#shared/intro-gate.ts";

/** The intro gate as an inline script element for the public page's head. */
export function introGateTag(): string {
  return `<script>${introGateScript}</script>`;
}

/** The CSP source that allows exactly that inline script and no other. */
export const introGateCspSource = `'sha256-${createHash("sha256").update(introGateScript).digest("base64")}'`;
