import { type ThemeColour, themeContrastIssues } from "#shared/site-config/contrast.ts";
import type { ThemeConfig } from "#shared/site-config/schema.ts";
import { accentFollowsPrimary } from "#shared/site-config/theme-accent.ts";
import { ColorField, Switch } from "#web/routes/admin/components/form-fields.tsx";
import { ContrastWarnings } from "./contrast-warnings.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";
import { ThemePreview } from "./theme-preview.tsx";

const colours: { key: ThemeColour; label: string; hint: string }[] = [
  { key: "primaryColor", label: "Primary Color", hint: "Links, buttons and accents" },
  { key: "backgroundColor", label: "Background Color", hint: "Light sections of the page" },
  { key: "backgroundBlack", label: "Background Black", hint: "Dark sections of the page" },
  { key: "textColor", label: "Text Color", hint: "Text on dark backgrounds" },
  { key: "textSecondaryColor", label: "Text Secondary Color", hint: "Muted text of the sign-in screens" },
  { key: "themeTextColor", label: "Theme Text Color", hint: "Headline accents, when set apart" },
];

export function ThemePanel({ config, errors, update }: PanelProps) {
  const theme = config.theme;
  const follows = accentFollowsPrimary(theme);
  // The first change pins the switch's state, so a configuration from before it keeps its accent.
  const change = (patch: Partial<ThemeConfig>) =>
    update("theme", { accentFollowsPrimary: follows, ...patch });
  const shown = colours.filter(({ key }) => key !== "themeTextColor" || !follows);
  return (
    <PanelFrame
      title="Theme & Colors"
      description="The public page's colour tokens, shown on your own hero and a card. Visitors see them after you save."
    >
      <ThemePreview config={config} />
      <ContrastWarnings
        issues={themeContrastIssues(theme)}
        labels={Object.fromEntries(colours.map(({ key, label }) => [key, label]))}
        onFix={(key, value) => change({ [key]: value })}
      />
      <Switch
        label="Headline accents follow the Primary Color"
        hint={
          follows
            ? "The hero's accent word takes the Primary Color. Turn off to give it a colour of its own."
            : "The headline accents use Theme Text Color below."
        }
        checked={follows}
        onChange={(checked) =>
          change(
            checked
              ? { accentFollowsPrimary: true }
              : { accentFollowsPrimary: false, themeTextColor: theme.themeTextColor },
          )
        }
        name="accentFollowsPrimary"
      />
      <div className={styles.fields}>
        {shown.map(({ key, label, hint }) => (
          <ColorField
            key={key}
            label={label}
            hint={hint}
            value={theme[key]}
            error={errors[`theme.${key}`]}
            onChange={(value) => change({ [key]: value })}
          />
        ))}
      </div>
    </PanelFrame>
  );
}
