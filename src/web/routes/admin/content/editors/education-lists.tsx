import { TextField } from "#web/routes/admin/components/form-fields.tsx";
import { type EditorProps, objectList } from "./editor-types.ts";
import styles from "./editors.module.css";
import { ListEditor } from "./list-editor.tsx";

type Entry = Record<string, string>;

/** One list of the Experience section whose entries are a few short texts. */
interface TextList {
  field: "education" | "certificates" | "awards" | "languages";
  title: string;
  noun: string;
  /** The entry's texts: its field, its label and an example. */
  texts: { name: string; label: string; placeholder: string }[];
}

const credentialTexts = (what: string, from: string, example: string) => [
  { name: "title", label: what, placeholder: example },
  { name: "issuer", label: from, placeholder: "" },
  { name: "date", label: "Date", placeholder: "e.g. May 2023" },
];

const lists: TextList[] = [
  {
    field: "education",
    title: "Education",
    noun: "school",
    texts: [
      { name: "degree", label: "Degree or course", placeholder: "e.g. BSc, Computer Science" },
      { name: "institution", label: "School", placeholder: "e.g. University of Porto" },
      { name: "period", label: "Period", placeholder: "e.g. 2016 – 2019" },
    ],
  },
  {
    field: "certificates",
    title: "Certificates",
    noun: "certificate",
    texts: credentialTexts("Certificate", "Issued by", "e.g. AWS Certified Developer"),
  },
  {
    field: "awards",
    title: "Awards",
    noun: "award",
    texts: credentialTexts("Award", "Awarded by", "e.g. Best student project"),
  },
  {
    field: "languages",
    title: "Languages",
    noun: "language",
    texts: [
      { name: "language", label: "Language", placeholder: "e.g. Portuguese" },
      { name: "fluency", label: "Fluency", placeholder: "e.g. Native" },
    ],
  },
];

/**
 * The Experience section's schools, certificates, awards and spoken languages: shown under the roles
 * on the page (when there are any) and in the résumé.
 */
export function EducationLists({ content, onChange, errors = {} }: EditorProps) {
  return (
    <>
      {lists.map(({ field, title, noun, texts }) => {
        const empty = () => Object.fromEntries(texts.map((text) => [text.name, ""])) as Entry;
        return (
          <ListEditor
            key={field}
            title={title}
            noun={noun}
            testId={`${field}-entry`}
            field={field}
            items={objectList<Entry>(content, field, empty)}
            create={empty}
            onChange={(next) => onChange({ ...content, [field]: next })}
            summary={(entry) =>
              texts
                .map((text) => entry[text.name])
                .filter(Boolean)
                .join(" · ")
            }
            render={(entry, index, update) => (
              <div className={styles.two}>
                {texts.map((text) => (
                  <TextField
                    key={text.name}
                    label={text.label}
                    placeholder={text.placeholder || undefined}
                    value={entry[text.name] ?? ""}
                    error={errors[`${field}.${index}.${text.name}`]}
                    onChange={(event) => update({ ...entry, [text.name]: event.target.value })}
                  />
                ))}
              </div>
            )}
          />
        );
      })}
    </>
  );
}
