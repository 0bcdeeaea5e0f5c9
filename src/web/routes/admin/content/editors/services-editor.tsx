import { Plus, Trash2 } from "lucide-react";
import { Button } from "#web/routes/admin/components/button.tsx";
import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, type SectionContent, str } from "./editor-types.ts";
import styles from "./editors.module.css";

interface ServiceEntry {
  name: string;
  description: string;
  icon: string;
  features: string[];
}

function services(content: SectionContent): ServiceEntry[] {
  const value = content.services;
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    const entry = (item && typeof item === "object" ? item : {}) as Partial<ServiceEntry>;
    return {
      ...entry,
      name: typeof entry.name === "string" ? entry.name : "",
      description: typeof entry.description === "string" ? entry.description : "",
      icon: typeof entry.icon === "string" ? entry.icon : "💻",
      features: Array.isArray(entry.features) ? entry.features : [],
    };
  });
}

/** A new service: empty name and description, a laptop icon, no features. */
export const newService = (): ServiceEntry => ({ name: "", description: "", icon: "💻", features: [] });

export function ServicesEditor({ content, onChange }: EditorProps) {
  const list = services(content);
  const set = (key: string) => (event: { target: { value: string } }) =>
    onChange({ ...content, [key]: event.target.value });
  const setList = (next: ServiceEntry[]) => onChange({ ...content, services: next });
  const setEntry = (index: number, patch: Partial<ServiceEntry>) =>
    setList(list.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)));

  return (
    <div className={styles.grid}>
      <div className={styles.two}>
        <TextField label="Title" value={str(content, "title")} onChange={set("title")} />
        <TextField label="Subtitle" value={str(content, "subtitle")} onChange={set("subtitle")} />
      </div>
      <TextArea
        label="Description"
        rows={3}
        value={str(content, "description")}
        onChange={set("description")}
      />
      <div className={styles.group}>
        <div className={styles.groupHeader}>
          <h4 className={styles.groupTitle}>
            Services <span className={styles.count}>({list.length})</span>
          </h4>
          <Button size="small" onClick={() => setList([...list, newService()])}>
            <Plus /> Add Service
          </Button>
        </div>
        {list.length === 0 && <p className={styles.empty}>No services yet.</p>}
        {list.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; position is the identity.
          <div key={index} className={styles.entry} data-testid="service-entry">
            <div className={styles.entryHeader}>
              <span>
                {entry.icon} Service {index + 1}
              </span>
              <Button
                size="small"
                variant="danger"
                aria-label={`Remove service ${index + 1}`}
                onClick={() => setList(list.filter((_, position) => position !== index))}
              >
                <Trash2 /> Remove
              </Button>
            </div>
            <TextField
              label="Name"
              value={entry.name}
              onChange={(event) => setEntry(index, { name: event.target.value })}
            />
            <TextArea
              label="Description"
              rows={4}
              value={entry.description}
              onChange={(event) => setEntry(index, { description: event.target.value })}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
