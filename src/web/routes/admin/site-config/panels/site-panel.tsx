import { SelectField, TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { LanguageField } from "./language-field.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

/** Every time zone the browser knows, UTC first; the saved one kept even if this browser lacks it. */
function timeZoneOptions(current: string): { value: string; label: string }[] {
  const zones = ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
  if (!zones.includes(current)) zones.push(current);
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
}

export function SitePanel({ config, errors, update }: PanelProps) {
  const site = config.site;
  const set = (key: keyof typeof site) => (event: { target: { value: string } }) =>
    update("site", { [key]: event.target.value });
  return (
    <PanelFrame
      title="Site Settings"
      description="Your name and the site's identity. Author is the name in the header and footer; Site Title names the site in link previews and search results, and is the browser tab's title while the SEO Meta Title is empty."
    >
      <div className={styles.fields}>
        <TextField
          label="Site Title"
          hint="e.g. “Alex Morgan — MERN Stack Developer”: the part after your name is your job title for search engines"
          value={site.title}
          error={errors["site.title"]}
          onChange={set("title")}
        />
        <TextField
          label="Author"
          value={site.author}
          error={errors["site.author"]}
          onChange={set("author")}
        />
        <LanguageField
          value={site.language}
          error={errors["site.language"]}
          onChange={(language) => update("site", { language })}
        />
        <SelectField
          label="Time zone"
          hint="Scheduled publishing reads its times here"
          value={site.timeZone}
          options={timeZoneOptions(site.timeZone)}
          error={errors["site.timeZone"]}
          onChange={set("timeZone")}
        />
        <div className={styles.full}>
          <TextArea
            label="Description"
            rows={3}
            value={site.description}
            error={errors["site.description"]}
            onChange={set("description")}
          />
        </div>
        <div className={styles.full}>
          <TextField
            label="Keywords"
            hint="Comma separated"
            value={site.keywords}
            error={errors["site.keywords"]}
            onChange={set("keywords")}
          />
        </div>
        <TextField
          label="Logo"
          hint="URL or path of the logo image"
          value={site.logo}
          onChange={set("logo")}
        />
        <TextField
          label="Favicon"
          hint="URL or path, e.g. /favicon.svg"
          value={site.favicon}
          onChange={set("favicon")}
        />
      </div>
    </PanelFrame>
  );
}
