import { TextField } from "#web/routes/admin/components/form-fields.tsx";
import { firstError } from "./contact-editor.tsx";
import { type EditorProps, objectList, strList, textFieldProps } from "./editor-types.ts";
import styles from "./editors.module.css";
import { ListEditor } from "./list-editor.tsx";
import { SocialLinksField } from "./social-links-field.tsx";

interface FooterLink {
  text: string;
  url: string;
}
const newLink = (): FooterLink => ({ text: "", url: "" });

/** Footer: the thank-you line, the copyright, the links and the social links. */
export function FooterEditor({ content, onChange, errors = {} }: EditorProps) {
  const field = textFieldProps(content, onChange, errors);
  return (
    <div className={styles.grid}>
      <TextField label="Thank-you message" {...field("thankYouMessage")} />
      <TextField
        label="Copyright"
        hint="e.g. © 2025 Alex Morgan. All rights reserved."
        {...field("copyright")}
      />
      <ListEditor
        title="Links"
        noun="link"
        testId="footer-link-entry"
        field="links"
        compact
        items={objectList(content, "links", newLink)}
        create={newLink}
        onChange={(links) => onChange({ ...content, links })}
        summary={(link) => link.text}
        hint="A link to a page section (#about) is hidden while that section is switched off in Layout."
        render={(link, index, update) => (
          <>
            <TextField
              label="Text"
              value={link.text}
              error={errors[`links.${index}.text`]}
              onChange={(event) => update({ ...link, text: event.target.value })}
            />
            <TextField
              label="Address"
              placeholder="#about or https://…"
              value={link.url}
              error={errors[`links.${index}.url`]}
              onChange={(event) => update({ ...link, url: event.target.value })}
            />
          </>
        )}
      />
      <SocialLinksField
        value={strList(content, "socialLinks")}
        error={errors.socialLinks ?? firstError(errors, "socialLinks.")}
        onChange={(socialLinks) => onChange({ ...content, socialLinks })}
      />
    </div>
  );
}
