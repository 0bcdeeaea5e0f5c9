import type { FastifyRequest } from "fastify";
import { recordSecurityEvent } from "#server/features/audit/security-events.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";

const settingNames: Record<keyof SiteConfig["security"], string> = {
  enableCSP: "Content Security Policy",
  enableHSTS: "HSTS",
  hideServerInfo: "Hide Server Info",
};

/** Records a security event when a save or a reset changed any of the Security tab's settings. */
export async function recordSecurityChange(
  request: FastifyRequest,
  before: SiteConfig,
  after: SiteConfig,
): Promise<void> {
  const changes = (Object.keys(settingNames) as (keyof SiteConfig["security"])[])
    .filter((key) => before.security[key] !== after.security[key])
    .map((key) => `${settingNames[key]} ${after.security[key] ? "on" : "off"}`);
  if (changes.length === 0) return;
  const owner = request.owner;
  await recordSecurityEvent(request, "security-settings.changed", {
    actor: owner?.name || owner?.email || "Owner",
    note: changes.join(", "),
  });
}
