import { type SectionType, sectionContentSchemas } from "#shared/sections/schema.ts";

export type SectionContent = Record<string, unknown>;

/** Each field's error, by its path in the content ("experiences.0.position"). */
export type FieldErrors = Record<string, string>;

export interface EditorProps {
  content: SectionContent;
  onChange: (content: SectionContent) => void;
  /** Each field's error from the type's schema, by path. */
  errors?: FieldErrors;
}

export function str(content: SectionContent, key: string): string {
  const value = content[key];
  return typeof value === "string" ? value : "";
}

export function strList(content: SectionContent, key: string): string[] {
  const value = content[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** A list of objects, each entry read field by field with its default (a malformed entry becomes an empty one). */
export function objectList<T extends object>(content: SectionContent, key: string, empty: () => T): T[] {
  const value = content[key];
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    const fallback = empty();
    if (!item || typeof item !== "object") return fallback;
    const entry = { ...fallback } as Record<string, unknown>;
    for (const [field, initial] of Object.entries(fallback)) {
      const given = (item as Record<string, unknown>)[field];
      if (Array.isArray(initial)) {
        entry[field] = Array.isArray(given) ? given.filter((part) => typeof part === "string") : initial;
      } else if (typeof given === typeof initial) entry[field] = given;
    }
    return entry as T;
  });
}

/**
 * What the type's schema says about the content, as one message per field path; empty when the
 * content is exactly what the server and the page accept.
 */
export function contentErrors(type: SectionType, content: SectionContent): FieldErrors {
  const result = sectionContentSchemas[type].safeParse(content);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A simple text field's props for the content field `key`: its name, value, change and error. */
export const textFieldProps =
  (content: SectionContent, onChange: (content: SectionContent) => void, errors: Record<string, string>) =>
  (key: string) => ({
    name: key,
    value: str(content, key),
    onChange: setter(content, onChange)(key),
    error: errors[key],
  });

/** The field setter the simple text fields share. */
export const setter =
  (content: SectionContent, onChange: (content: SectionContent) => void) =>
  (key: string) =>
  (event: { target: { value: string } }) =>
    onChange({ ...content, [key]: event.target.value });
