import { useRef } from "react";
import type { ImageFocus } from "#shared/projects/rules.ts";
import { ChipsField } from "#web/routes/admin/components/chips-field.tsx";
import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { MediaUploadField } from "#web/routes/admin/projects/media-upload-field.tsx";
import extras from "./editor-extras.module.css";
import {
  type EditorProps,
  type SectionContent,
  setter,
  str,
  strList,
  textFieldProps,
} from "./editor-types.ts";
import styles from "./editors.module.css";
import { MediaLibraryButton } from "./media-library-button.tsx";

/** The stored focal point, when it is one (anything else is the centre). */
function focusOf(content: SectionContent): ImageFocus | null {
  const value = content.imageFocus as Partial<ImageFocus> | null | undefined;
  return value && typeof value.x === "number" && typeof value.y === "number"
    ? { x: value.x, y: value.y }
    : null;
}

const stats = [
  { key: "experience", label: "Experience", placeholder: "e.g. 5+ years" },
  { key: "projects", label: "Projects", placeholder: "e.g. 40+" },
  { key: "clients", label: "Happy clients", placeholder: "e.g. 25" },
] as const;

/** About: the texts, the three figures, the photo (with its focal point and description) and the signature. */
export function AboutEditor({
  content,
  onChange,
  errors = {},
  onBusyChange,
}: EditorProps & { onBusyChange?: (busy: boolean) => void }) {
  const set = setter(content, onChange);
  const field = textFieldProps(content, onChange, errors);
  // The upload field sets the picture and then resets its focal point in one go: each change builds
  // on the one before it, not on the content this render started from.
  const latest = useRef(content);
  latest.current = content;
  const patch = (change: SectionContent) => {
    latest.current = { ...latest.current, ...change };
    onChange(latest.current);
  };
  const busy = (value: boolean) => onBusyChange?.(value);
  const signature = str(content, "signature");
  return (
    <div className={styles.grid}>
      <div className={styles.two}>
        <TextField label="Eyebrow" hint="The small line above the greeting" {...field("eyebrow")} />
        <TextField label="Title" {...field("title")} />
      </div>
      <TextArea label="Introduction" rows={2} {...field("introduction")} />
      <TextArea
        label="Description"
        hint="Shown in 'How I work'. Put *asterisks* around the words to highlight: *clean code*."
        rows={5}
        {...field("description")}
      />
      <div className={styles.group}>
        <h4 className={styles.groupTitle}>Figures</h4>
        <p className={styles.groupHint}>Shown beside the introduction; leave one empty to hide it.</p>
        <div className={extras.stats}>
          {stats.map((stat) => (
            <TextField
              key={stat.key}
              label={stat.label}
              name={stat.key}
              placeholder={stat.placeholder}
              value={str(content, stat.key)}
              onChange={set(stat.key)}
              error={errors[stat.key]}
            />
          ))}
        </div>
      </div>
      <div className={styles.group} data-testid="about-photo">
        <h4 className={styles.groupTitle}>Photo and caption</h4>
        <div data-field="image imageFocus">
          <MediaUploadField
            kind="image"
            label="Photo"
            value={str(content, "image")}
            onChange={(image) => patch({ image })}
            onBusyChange={busy}
            focus={focusOf(content)}
            onFocusChange={(imageFocus) => patch({ imageFocus })}
          />
          <MediaLibraryButton
            current={str(content, "image")}
            onPick={(image) => patch({ image, imageFocus: null })}
          />
        </div>
        <TextField
          label="Alt text"
          hint="What the photo shows, for screen readers. Empty: 'Portrait of' and your name."
          {...field("imageAlt")}
        />
        <TextField
          label="Caption"
          hint="Under the photo; {name} is replaced by your name. Empty hides it."
          {...field("caption")}
        />
      </div>
      <div className={styles.group} data-testid="about-signature">
        <h4 className={styles.groupTitle}>Signature</h4>
        <div data-field="signature">
          <MediaUploadField
            kind="image"
            label="Signature picture"
            value={signature}
            onChange={(next) => patch({ signature: next })}
            onBusyChange={busy}
          />
          <MediaLibraryButton current={signature} onPick={(next) => patch({ signature: next })} />
        </div>
        {signature ? (
          <div className={extras.signaturePreview}>
            <img src={signature} alt="" />
          </div>
        ) : null}
        <p className={styles.groupHint}>
          A PNG or WebP with a transparent background looks best. Empty hides the signature.
        </p>
      </div>
      <ChipsField
        label="Skills"
        name="skills"
        placeholder="e.g. TypeScript"
        items={strList(content, "skills")}
        error={errors.skills}
        onChange={(skills) => onChange({ ...content, skills })}
      />
    </div>
  );
}
