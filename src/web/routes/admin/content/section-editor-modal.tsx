import { useState } from "react";
import toast from "react-hot-toast";
import { type ContentSection, type SectionStatus, sectionStatuses } from "#shared/sections/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import { SelectField, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { Modal } from "#web/routes/admin/components/modal.tsx";
import styles from "./content.module.css";
import { useUpdateSection } from "./content-api.ts";
import { AboutEditor } from "./editors/about-editor.tsx";
import type { SectionContent } from "./editors/editor-types.ts";
import { HeroEditor } from "./editors/hero-editor.tsx";
import { JsonEditor } from "./editors/json-editor.tsx";
import { ServicesEditor } from "./editors/services-editor.tsx";

export const statusOptions = sectionStatuses.map((status) => ({ value: status, label: status }));

/** 'Edit {section name}': name, status and the type's editor; Cancel or Save Changes. */
export function SectionEditorModal({
  section,
  onClose,
}: {
  section: ContentSection | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={section !== null}
      onClose={onClose}
      size="large"
      title={section ? `Edit ${section.name}` : ""}
      description={section ? `Type: ${section.type}` : undefined}
    >
      {section && <SectionEditorForm key={section.id} section={section} onClose={onClose} />}
    </Modal>
  );
}

function SectionEditorForm({ section, onClose }: { section: ContentSection; onClose: () => void }) {
  const [name, setName] = useState(section.name);
  const [status, setStatus] = useState<SectionStatus>(section.status);
  const [content, setContent] = useState<SectionContent>(section.content);
  const [jsonValid, setJsonValid] = useState(true);
  const update = useUpdateSection();

  const save = () => {
    update.mutate(
      { id: section.id, patch: { name: name.trim(), status, content } },
      {
        onSuccess: () => {
          toast.success("Section saved");
          onClose();
        },
      },
    );
  };

  const editor =
    section.type === "hero" ? (
      <HeroEditor content={content} onChange={setContent} />
    ) : section.type === "about" ? (
      <AboutEditor content={content} onChange={setContent} />
    ) : section.type === "services" ? (
      <ServicesEditor content={content} onChange={setContent} />
    ) : (
      <JsonEditor
        content={content}
        onChange={(result) => {
          setJsonValid(result.valid);
          if (result.content) setContent(result.content);
        }}
      />
    );

  return (
    <form
      className={styles.editorForm}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className={styles.editorMeta}>
        <TextField
          label="Section Name"
          value={name}
          required
          error={name.trim() ? undefined : "Section name is required"}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          options={statusOptions}
          onChange={(event) => setStatus(event.target.value as SectionStatus)}
        />
      </div>
      <div className={styles.editorBody}>{editor}</div>
      {update.isError && (
        <p className={styles.formError} role="alert">
          {update.error.message}
        </p>
      )}
      <div className={styles.editorActions}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={!jsonValid || !name.trim() || update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
