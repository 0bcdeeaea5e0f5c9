export type SectionContent = Record<string, unknown>;

export interface EditorProps {
  content: SectionContent;
  onChange: (content: SectionContent) => void;
}

export function str(content: SectionContent, key: string): string {
  const value = content[key];
  return typeof value === "string" ? value : "";
}

export function strList(content: SectionContent, key: string): string[] {
  const value = content[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
