import type { SocialLinks } from "#shared/site-config/schema.ts";
import { TextField } from "#web/routes/admin/components/form-fields.tsx";
import { PanelFrame, type PanelProps, panelStyles as styles } from "./panel-frame.tsx";

const socials: { key: keyof SocialLinks; label: string }[] = [
  { key: "linkedin", label: "LinkedIn" },
  { key: "github", label: "GitHub" },
  { key: "instagram", label: "Instagram" },
  { key: "twitter", label: "Twitter / X" },
];

export function ContactPanel({ config, errors, update }: PanelProps) {
  const contact = config.contact;
  return (
    <PanelFrame title="Contact" description="Shown in the contact section and the footer.">
      <div className={styles.fields}>
        <TextField
          label="Email"
          type="email"
          value={contact.email}
          error={errors["contact.email"]}
          onChange={(event) => update("contact", { email: event.target.value })}
        />
        <TextField
          label="Phone"
          type="tel"
          value={contact.phone}
          onChange={(event) => update("contact", { phone: event.target.value })}
        />
        <div className={styles.full}>
          <TextField
            label="Location"
            value={contact.location}
            onChange={(event) => update("contact", { location: event.target.value })}
          />
        </div>
      </div>
      <h4 className={styles.subhead}>Social Links</h4>
      <div className={styles.fields}>
        {socials.map(({ key, label }) => (
          <TextField
            key={key}
            label={label}
            type="url"
            placeholder="https://"
            value={contact.socialLinks[key]}
            error={errors[`contact.socialLinks.${key}`]}
            onChange={(event) =>
              update("contact", { socialLinks: { ...contact.socialLinks, [key]: event.target.value } })
            }
          />
        ))}
      </div>
    </PanelFrame>
  );
}
