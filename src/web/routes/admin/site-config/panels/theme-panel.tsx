import type { ThemeConfig } from "#shared/site-config/schema.ts";
import { ColorField } from "#web/routes/admin/components/form-fields.tsx";
import { ContrastWarnings } from "./contrast-warnings.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";
import preview from "./theme-preview.module.css";

const colours: { key: keyof ThemeConfig; label: string; hint: string }[] = [
  { key: "primaryColor", label: "Primary Color", hint: "Accents, links and highlights" },
  { key: "backgroundColor", label: "Background Color", hint: "Light sections of the page" },
  { key: "backgroundBlack", label: "Background Black", hint: "Dark sections of the page" },
  { key: "textColor", label: "Text Color", hint: "Text on dark backgrounds" },
  { key: "textSecondaryColor", label: "Text Secondary Color", hint: "Muted, supporting text" },
  { key: "themeTextColor", label: "Theme Text Color", hint: "Headline accents" },
];

export function ThemePanel({ config, errors, update }: PanelProps) {
  const theme = config.theme;
  return (
    <PanelFrame
      title="Theme & Colors"
      description="The public page's colour tokens. Visitors see them after you save."
    >
      <div
        className={preview.preview}
        aria-hidden="true"
        style={{ background: theme.backgroundBlack, color: theme.textColor }}
      >
        <div className={preview.bar}>
          <span style={{ color: theme.textColor }}>{config.site.author}</span>
          <span
            className={preview.pill}
            style={{ borderColor: theme.primaryColor, color: theme.primaryColor }}
          >
            Resume
          </span>
        </div>
        <p className={preview.headline}>
          Stack <span style={{ color: theme.themeTextColor }}>Developer</span>
        </p>
        <p className={preview.text} style={{ color: theme.textSecondaryColor }}>
          Building scalable web apps with the MERN stack.
        </p>
        <div className={preview.light} style={{ background: theme.backgroundColor }}>
          <span className={preview.button} style={{ background: theme.primaryColor }}>
            Get in touch
          </span>
        </div>
      </div>
      <ContrastWarnings theme={theme} />
      <div className={styles.fields}>
        {colours.map(({ key, label, hint }) => (
          <ColorField
            key={key}
            label={label}
            hint={hint}
            value={theme[key]}
            error={errors[`theme.${key}`]}
            onChange={(value) => update("theme", { [key]: value })}
          />
        ))}
      </div>
    </PanelFrame>
  );
}
