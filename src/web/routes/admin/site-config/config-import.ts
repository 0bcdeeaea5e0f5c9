import { type ComponentEntry, componentListSchema } from "#shared/components/schema.ts";
import { type SiteConfig, siteConfigSchema } from "#shared/site-config/schema.ts";

export type ImportResult = { ok: true; config: SiteConfig; components?: ComponentEntry[] } | { ok: false };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Applies an imported configuration file over the current one: each group the file has replaces the
 * fields it names; the result must pass the schema (integers parsed from text). `texts` lists only the
 * texts its site changed, so a file's `texts` replaces the current ones whole; a file without it (an
 * export from before the Texts panel) leaves them, and the site language, as they are. A `components`
 * list is taken too when valid by the API's own rules (known ids, each once). Anything else is refused
 * whole.
 */
export function applyConfigFile(current: SiteConfig, file: unknown): ImportResult {
  if (!isObject(file)) return { ok: false };
  const merged: Record<string, unknown> = { ...current };
  let recognised = 0;
  for (const group of Object.keys(current) as (keyof SiteConfig)[]) {
    const value = file[group];
    if (value === undefined) continue;
    if (!isObject(value)) return { ok: false };
    recognised += 1;
    const base = current[group] as Record<string, unknown>;
    merged[group] =
      group === "texts"
        ? value
        : group === "contact" && isObject(value.socialLinks)
          ? { ...base, ...value, socialLinks: { ...(base.socialLinks as object), ...value.socialLinks } }
          : { ...base, ...value };
  }
  if (recognised === 0) return { ok: false };
  const parsed = siteConfigSchema.safeParse(merged);
  if (!parsed.success) return { ok: false };
  if (file.components === undefined) return { ok: true, config: parsed.data };
  const components = componentListSchema.safeParse(file.components);
  if (!components.success) return { ok: false };
  return { ok: true, config: parsed.data, components: components.data };
}
