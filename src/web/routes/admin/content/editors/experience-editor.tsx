import { ChipsField } from "#web/routes/admin/components/chips-field.tsx";
import { TextArea, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, objectList, setter, str, textFieldProps } from "./editor-types.ts";
import styles from "./editors.module.css";
import { EducationLists } from "./education-lists.tsx";
import { ListEditor } from "./list-editor.tsx";
import { StringLinesEditor } from "./string-lines-editor.tsx";

interface ExperienceEntry {
  position: string;
  company: string;
  duration: string;
  description: string;
  technologies: string[];
  achievements: string[];
}
interface SkillGroup {
  category: string;
  items: string[];
}

export const newExperience = (): ExperienceEntry => ({
  position: "",
  company: "",
  duration: "",
  description: "",
  technologies: [],
  achievements: [],
});
const newSkillGroup = (): SkillGroup => ({ category: "", items: [] });

/**
 * Experience: the jobs (with their technologies and achievements), the skill groups, the schools,
 * certificates, awards and languages, and the quote.
 */
export function ExperienceEditor({ content, onChange, errors = {} }: EditorProps) {
  const set = setter(content, onChange);
  const field = textFieldProps(content, onChange, errors);
  const experiences = objectList(content, "experiences", newExperience);
  const skills = objectList(content, "skills", newSkillGroup);
  return (
    <div className={styles.grid}>
      <div className={styles.two}>
        <TextField label="Eyebrow" hint="The small line above the title" {...field("eyebrow")} />
        <TextField label="Title" {...field("title")} />
      </div>
      <ListEditor
        title="Experiences"
        noun="experience"
        testId="experience-entry"
        field="experiences"
        items={experiences}
        create={newExperience}
        onChange={(next) => onChange({ ...content, experiences: next })}
        summary={(entry) => [entry.position, entry.company].filter(Boolean).join(" · ")}
        render={(entry, index, update) => {
          const at = (field: string) => errors[`experiences.${index}.${field}`];
          return (
            <>
              <div className={styles.two}>
                <TextField
                  label="Position"
                  value={entry.position}
                  error={at("position")}
                  onChange={(event) => update({ ...entry, position: event.target.value })}
                />
                <TextField
                  label="Company"
                  value={entry.company}
                  error={at("company")}
                  onChange={(event) => update({ ...entry, company: event.target.value })}
                />
              </div>
              <TextField
                label="Duration"
                placeholder="e.g. 2022 – Present"
                value={entry.duration}
                error={at("duration")}
                onChange={(event) => update({ ...entry, duration: event.target.value })}
              />
              <TextArea
                label="Description"
                rows={3}
                value={entry.description}
                error={at("description")}
                onChange={(event) => update({ ...entry, description: event.target.value })}
              />
              <ChipsField
                label="Technologies"
                placeholder="e.g. React"
                items={entry.technologies}
                error={at("technologies")}
                onChange={(technologies) => update({ ...entry, technologies })}
              />
              <StringLinesEditor
                title="Achievements"
                noun="achievement"
                placeholder="e.g. Cut page load time by 40%"
                field={`experiences.${index}.achievements`}
                items={entry.achievements}
                errors={errors}
                errorPath={`experiences.${index}.achievements`}
                onChange={(achievements) => update({ ...entry, achievements })}
              />
            </>
          );
        }}
      />
      <ListEditor
        title="Skill groups"
        noun="skill group"
        testId="skill-group-entry"
        field="skills"
        items={skills}
        create={newSkillGroup}
        onChange={(next) => onChange({ ...content, skills: next })}
        summary={(group) => group.category}
        render={(group, index, update) => (
          <>
            <TextField
              label="Category"
              placeholder="e.g. Frontend"
              value={group.category}
              error={errors[`skills.${index}.category`]}
              onChange={(event) => update({ ...group, category: event.target.value })}
            />
            <ChipsField
              label="Skills"
              placeholder="e.g. TypeScript"
              items={group.items}
              error={errors[`skills.${index}.items`]}
              onChange={(items) => update({ ...group, items })}
            />
          </>
        )}
      />
      <EducationLists content={content} onChange={onChange} errors={errors} />
      <TextArea
        label="Quote"
        rows={2}
        value={str(content, "quote")}
        error={errors.quote}
        onChange={set("quote")}
      />
      <TextField
        label="Quote author"
        value={str(content, "quoteAuthor")}
        error={errors.quoteAuthor}
        onChange={set("quoteAuthor")}
      />
    </div>
  );
}
