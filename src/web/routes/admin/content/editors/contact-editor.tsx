import {
  defaultFieldRules,
  type FeedbackField,
  type FieldRule,
  type FieldRules,
  feedbackFields,
} from "#shared/feedback/rules.ts";
import { contactFieldsSchema } from "#shared/sections/schema.ts";
import { SelectField, Switch, TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import contactStyles from "./contact-editor.module.css";
import {
  type EditorProps,
  type SectionContent,
  setter,
  str,
  strList,
  textFieldProps,
} from "./editor-types.ts";
import styles from "./editors.module.css";
import { SocialLinksField } from "./social-links-field.tsx";

const record = (content: SectionContent, key: string): SectionContent => {
  const value = content[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as SectionContent) : {};
};

const fieldNames: Record<FeedbackField, string> = {
  user_name: "Name",
  user_number: "Phone",
  user_email: "Email",
  message: "Message",
};
const ruleOptions: { value: FieldRule; label: string }[] = [
  { value: "required", label: "Required" },
  { value: "optional", label: "Optional" },
  { value: "hidden", label: "Hidden" },
];

/** The form's field rules as stored, or the specification's (all required) when they cannot be read. */
function readRules(form: SectionContent): FieldRules {
  const parsed = contactFieldsSchema.safeParse(form.fields);
  return parsed.success ? parsed.data : { ...defaultFieldRules };
}

/**
 * Contact: the heading and text, the contact details, the form's settings (on or off, each field
 * required, optional or hidden, the button's text and the success message) and the social links.
 */
export function ContactEditor({ content, onChange, errors = {} }: EditorProps) {
  const set = setter(content, onChange);
  const field = textFieldProps(content, onChange, errors);
  const info = record(content, "contactInfo");
  const form = record(content, "contactForm");
  const setInfo = (key: string) => (event: { target: { value: string } }) =>
    onChange({ ...content, contactInfo: { ...info, [key]: event.target.value } });
  const setForm = (key: string, value: unknown) =>
    onChange({ ...content, contactForm: { ...form, [key]: value } });
  const rules = readRules(form);
  const fieldsError = errors["contactForm.fields"] ?? firstError(errors, "contactForm.fields.");
  return (
    <div className={styles.grid}>
      <TextField label="Title" value={str(content, "title")} onChange={set("title")} error={errors.title} />
      <TextArea label="Text" rows={3} {...field("text")} />
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
          name="contactForm.enabled"
          hint="Visitors can send you a message from the page"
          checked={form.enabled !== false}
          onChange={(checked) => setForm("enabled", checked)}
        />
        <fieldset className={contactStyles.fieldRules}>
          <legend className={styles.groupHint}>
            Which fields visitors fill in. The server accepts a message by the same rules.
          </legend>
          <div className={styles.two}>
            {feedbackFields.map((field) => (
              <SelectField
                key={field}
                label={fieldNames[field]}
                name={`contactForm.fields.${field}`}
                options={ruleOptions}
                value={rules[field]}
                disabled={form.enabled === false}
                onChange={(event) => setForm("fields", { ...rules, [field]: event.target.value })}
              />
            ))}
          </div>
          {fieldsError ? (
            <p className={contactStyles.fieldRulesError} role="alert">
              {fieldsError}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.two}>
          <TextField
            label="Submit button text"
            name="contactForm.submitText"
            value={str(form, "submitText")}
            onChange={(event) => setForm("submitText", event.target.value)}
            error={errors["contactForm.submitText"]}
          />
          <TextField
            label="Success message"
            hint="Stays in the form after sending, above a line on what happens next."
            name="contactForm.successMessage"
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
