import type { OwnerService } from "#server/features/auth/owner.service.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import type { MailContext } from "./feedback-mail.ts";

/**
 * Who is notified: the site configuration's contact e-mail once the owner has set one (the shipped
 * sample address never receives mail), else the owner account's e-mail.
 */
export async function findMailContext(
  siteConfig: Pick<SiteConfigService, "get">,
  owners: Pick<OwnerService, "findOwner">,
  publicUrl: string,
): Promise<MailContext> {
  const config = await siteConfig.get();
  const contact = config.contact.email.trim();
  const configured = contact && contact !== defaultSiteConfig.contact.email ? contact : undefined;
  return {
    ownerAddress: configured ?? (await owners.findOwner())?.email,
    author: config.site.author.trim() || "Folio",
    publicUrl,
    texts: siteTexts(config),
    language: config.site.language,
  };
}
