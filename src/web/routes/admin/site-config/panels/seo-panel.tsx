import { searchTexts } from "#shared/site-config/sample-leftovers.ts";
import { twitterCards } from "#shared/site-config/schema.ts";
import { SelectField, TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";
import preview from "./theme-preview.module.css";

export function SeoPanel({ config, errors, update }: PanelProps) {
  const seo = config.seo;
  const set = (key: keyof typeof seo) => (event: { target: { value: string } }) =>
    update("seo", { [key]: event.target.value });
  // What the page uses: a text still at the sample's value gives way to the site's own (decision 137).
  const used = searchTexts(config);
  const title = used.metaTitle || config.site.title;
  const description = used.metaDescription || config.site.description;
  const sampleHint = (key: "metaTitle" | "metaDescription" | "ogTitle" | "ogDescription", instead: string) =>
    seo[key].trim() && !used[key]
      ? `Still the sample's words, so ${instead} is used instead: write your own, or clear it.`
      : undefined;
  return (
    <PanelFrame
      title="SEO"
      description="How the page appears in search results and when shared on social networks."
    >
      <div className={preview.serp} title="Search result preview">
        <span className={preview.serpUrl}>{typeof window === "undefined" ? "" : window.location.host}</span>
        <span className={preview.serpTitle}>{title}</span>
        <span className={preview.serpText}>{description}</span>
      </div>
      <div className={styles.fields}>
        <TextField
          label="Meta Title"
          hint={sampleHint("metaTitle", "your site's title")}
          value={seo.metaTitle}
          error={errors["seo.metaTitle"]}
          onChange={set("metaTitle")}
        />
        <SelectField
          label="Twitter Card"
          value={seo.twitterCard}
          options={twitterCards.map((card) => ({ value: card, label: card }))}
          onChange={set("twitterCard")}
        />
        <div className={styles.full}>
          <TextArea
            label="Meta Description"
            hint={sampleHint("metaDescription", "your site's description")}
            rows={3}
            value={seo.metaDescription}
            onChange={set("metaDescription")}
          />
        </div>
        <TextField
          label="Open Graph Title"
          hint={sampleHint("ogTitle", "the page's title")}
          value={seo.ogTitle}
          onChange={set("ogTitle")}
        />
        <TextField
          label="Open Graph Image"
          hint="URL or path of a 1200×630 image"
          value={seo.ogImage}
          onChange={set("ogImage")}
        />
        <div className={styles.full}>
          <TextArea
            label="Open Graph Description"
            hint={sampleHint("ogDescription", "the page's description")}
            rows={2}
            value={seo.ogDescription}
            onChange={set("ogDescription")}
          />
        </div>
      </div>
    </PanelFrame>
  );
}
