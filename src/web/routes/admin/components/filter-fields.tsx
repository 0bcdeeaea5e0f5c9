import { Search } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./filter-fields.module.css";
import fieldStyles from "./form-fields.module.css";

interface FilterFieldProps {
  /** The field's accessible name (not shown: the placeholder or the options say what it is). */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of a tab's toolbar. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
}: FilterFieldProps & { placeholder: string }) {
  return (
    <label className={styles.search}>
      <Search aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
      <input
        className={fieldStyles.control}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** A select that narrows a tab's list (type, category). */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: FilterFieldProps & { children: ReactNode }) {
  return (
    <label className={styles.select}>
      <span className="visually-hidden">{label}</span>
      <select
        className={fieldStyles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </label>
  );
}
