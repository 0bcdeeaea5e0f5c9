import { useState } from "react";
import { SelectField, TextField } from "#web/routes/admin/components/form-fields.tsx";
import { listedLanguage, siteLanguages } from "./languages.ts";

const other = "other";
const options = [...siteLanguages, { value: other, label: "Other…" }];

/**
 * Site Settings → Language: a common language by its own name, or "Other…" with any BCP 47 tag
 * ("sv-FI", "gsw"). It sets the page's `<html lang>` and how it writes numbers.
 */
export function LanguageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (language: string) => void;
}) {
  const listed = listedLanguage(value);
  // "Other…" stays open once chosen, even while the typed tag happens to be a listed one.
  const [typing, setTyping] = useState(!listed);
  const selected = typing || !listed ? other : listed;
  return (
    <>
      <SelectField
        label="Language"
        hint="The language your page is written in: screen readers, translation tools and search engines read it, and numbers follow it. Write the page's texts in it under Texts."
        options={options}
        value={selected}
        onChange={(event) => {
          if (event.target.value === other) {
            setTyping(true);
            return;
          }
          setTyping(false);
          onChange(event.target.value);
        }}
      />
      {selected === other && (
        <TextField
          label="Language code"
          hint="A BCP 47 language tag, e.g. sv-FI, gsw or es-419"
          value={value}
          error={error}
          spellCheck={false}
          autoCapitalize="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </>
  );
}
