import { Switch, TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, type SectionContent, setter, str, strList } from "./editor-types.ts";
import styles from "./editors.module.css";
import { SocialLinksField } from "./social-links-field.tsx";

const record = (content: SectionContent, key: string): SectionContent => {
  const value = content[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as SectionContent) : {};
};

/** Contact: the heading and text, the contact details, the form's texts and the social links. */
export function ContactEditor({ content, onChange, errors = {} }: EditorProps) {
  const set = setter(content, onChange);
  const info = record(content, "contactInfo");
  const form = record(content, "contactForm");
  const setInfo = (key: string) => (event: { target: { value: string } }) =>
    onChange({ ...content, contactInfo: { ...info, [key]: event.target.value } });
  const setForm = (key: string, value: unknown) =>
    onChange({ ...content, contactForm: { ...form, [key]: value } });
  return (
    <div className={styles.grid}>
      <TextField label="Title" value={str(content, "title")} onChange={set("title")} error={errors.title} />
      <TextArea
        label="Text"
        rows={3}
        value={str(content, "text")}
        onChange={set("text")}
        error={errors.text}
      />
      <div className={styles.group}>
        <h4 className={styles.groupTitle}>Contact details</h4>
        <p className={styles.groupHint}>Leave a field empty to show the one from Site Config → Contact.</p>
        <div className={styles.two}>
          <TextField
            label="Email"
            type="email"
            value={str(info, "email")}
            onChange={setInfo("email")}
            error={errors["contactInfo.email"]}
          />
          <TextField
            label="Phone"
            type="tel"
            value={str(info, "phone")}
            onChange={setInfo("phone")}
            error={errors["contactInfo.phone"]}
          />
        </div>
        <TextField
          label="Location"
          value={str(info, "location")}
          onChange={setInfo("location")}
          error={errors["contactInfo.location"]}
        />
      </div>
      <div className={styles.group}>
        <h4 className={styles.groupTitle}>Contact form</h4>
        <Switch
          label="Form enabled"
          hint="Visitors can send you a message from the page"
          checked={form.enabled !== false}
          onChange={(checked) => setForm("enabled", checked)}
        />
        <div className={styles.two}>
          <TextField
            label="Submit button text"
            value={str(form, "submitText")}
            onChange={(event) => setForm("submitText", event.target.value)}
            error={errors["contactForm.submitText"]}
          />
          <TextField
            label="Success message"
            value={str(form, "successMessage")}
            onChange={(event) => setForm("successMessage", event.target.value)}
            error={errors["contactForm.successMessage"]}
          />
        </div>
      </div>
      <SocialLinksField
        value={strList(content, "socialLinks")}
        error={errors.socialLinks ?? firstError(errors, "socialLinks.")}
        onChange={(socialLinks) => onChange({ ...content, socialLinks })}
      />
    </div>
  );
}

/** The first error under a path prefix (e.g. an unknown platform in the list). */
export function firstError(errors: Record<string, string>, prefix: string): string | undefined {
  return Object.entries(errors).find(([path]) => path.startsWith(prefix))?.[1];
}
