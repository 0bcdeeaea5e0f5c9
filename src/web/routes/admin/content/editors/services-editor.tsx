import { ChipsField } from "#web/routes/admin/components/chips-field.tsx";
import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, objectList, str, strList, textFieldProps } from "./editor-types.ts";
import styles from "./editors.module.css";
import { ListEditor } from "./list-editor.tsx";
import { ServiceIconPicker } from "./service-icon-picker.tsx";
import { StringLinesEditor } from "./string-lines-editor.tsx";

interface ServiceEntry {
  name: string;
  description: string;
  icon: string;
  features: string[];
}
interface Stat {
  value: string;
  label: string;
}
interface Technology {
  name: string;
  icon: string;
}

/** A new service: empty name and description, the specification's laptop emoji (the laptop icon), no features. */
export const newService = (): ServiceEntry => ({ name: "", description: "", icon: "💻", features: [] });
const newStat = (): Stat => ({ value: "", label: "" });
const newTechnology = (): Technology => ({ name: "", icon: "" });

/**
 * The title is stored as its lines joined by " / " (each line is one line of the big heading); the
 * page leaves empty lines out.
 */
export const titleLines = (title: string) => title.split("/").map((line) => line.trim());
export const joinTitleLines = (lines: string[]) =>
  lines.map((line) => line.replace(/\//g, " ").trim()).join(" / ");

export function ServicesEditor({ content, onChange, errors = {} }: EditorProps) {
  const field = textFieldProps(content, onChange, errors);
  return (
    <div className={styles.grid}>
      <StringLinesEditor
        title="Title lines"
        noun="line"
        testId="title-line-entry"
        field="title"
        placeholder="e.g. MAKES ME"
        hint="The big heading, one line each (e.g. WHAT, MAKES ME, DIFFERENT)."
        items={titleLines(str(content, "title"))}
        onChange={(lines) => onChange({ ...content, title: joinTitleLines(lines) })}
      />
      <TextField label="Subtitle" {...field("subtitle")} />
      <TextArea label="Description" rows={3} {...field("description")} />
      <ListEditor
        title="Stats"
        noun="stat"
        testId="stat-entry"
        field="stats"
        compact
        items={objectList(content, "stats", newStat)}
        create={newStat}
        onChange={(stats) => onChange({ ...content, stats })}
        summary={(stat) => [stat.value, stat.label].filter(Boolean).join(" ")}
        render={(stat, index, update) => (
          <>
            <TextField
              label="Value"
              name={`stats.${index}.value`}
              placeholder="e.g. 5+"
              value={stat.value}
              error={errors[`stats.${index}.value`]}
              onChange={(event) => update({ ...stat, value: event.target.value })}
            />
            <TextField
              label="Label"
              name={`stats.${index}.label`}
              placeholder="e.g. Successful projects"
              value={stat.label}
              error={errors[`stats.${index}.label`]}
              onChange={(event) => update({ ...stat, label: event.target.value })}
            />
          </>
        )}
      />
      <ListEditor
        title="Services"
        noun="service"
        testId="service-entry"
        field="services"
        items={objectList(content, "services", newService)}
        create={newService}
        onChange={(services) => onChange({ ...content, services })}
        summary={(entry) => entry.name}
        render={(entry, index, update) => (
          <>
            <TextField
              label="Name"
              name={`services.${index}.name`}
              value={entry.name}
              error={errors[`services.${index}.name`]}
              onChange={(event) => update({ ...entry, name: event.target.value })}
            />
            <TextArea
              label="Description"
              name={`services.${index}.description`}
              rows={4}
              value={entry.description}
              error={errors[`services.${index}.description`]}
              onChange={(event) => update({ ...entry, description: event.target.value })}
            />
            <ServiceIconPicker
              name={`services.${index}.icon`}
              value={entry.icon}
              onChange={(icon) => update({ ...entry, icon })}
            />
            <ChipsField
              label="Features"
              name={`services.${index}.features`}
              placeholder="e.g. Accessible"
              items={entry.features}
              error={errors[`services.${index}.features`]}
              onChange={(features) => update({ ...entry, features })}
            />
          </>
        )}
      />
      <TextField label="Skillset title" {...field("skillsetTitle")} />
      <ListEditor
        title="Technologies"
        noun="technology"
        testId="technology-entry"
        field="technologies"
        compact
        items={objectList(content, "technologies", newTechnology)}
        create={newTechnology}
        onChange={(technologies) => onChange({ ...content, technologies })}
        summary={(technology) => technology.name}
        render={(technology, index, update) => (
          <>
            <TextField
              label="Name"
              name={`technologies.${index}.name`}
              placeholder="e.g. TypeScript"
              value={technology.name}
              error={errors[`technologies.${index}.name`]}
              onChange={(event) => update({ ...technology, name: event.target.value })}
            />
            <TextField
              label="Badge"
              name={`technologies.${index}.icon`}
              hint="A short mark shown in the tile, e.g. TS"
              placeholder="e.g. TS"
              value={technology.icon}
              error={errors[`technologies.${index}.icon`]}
              onChange={(event) => update({ ...technology, icon: event.target.value })}
            />
          </>
        )}
      />
      <ChipsField
        label="Marquee words"
        name="marquee"
        placeholder="e.g. Design"
        items={strList(content, "marquee")}
        error={errors.marquee}
        onChange={(marquee) => onChange({ ...content, marquee })}
      />
    </div>
  );
}
