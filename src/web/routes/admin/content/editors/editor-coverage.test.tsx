import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import { type SectionType, sectionContentSchemas, sectionTypes } from "#shared/sections/schema.ts";
import type { SectionContent } from "./editor-types.ts";
import { formEditors } from "./form-editors.ts";

/**
 * Every field of every section type's content schema has a control in the type's form: a control
 * names its field (`name="title"`, `data-field="services"`, list items by index: `services.0.icon`;
 * a group may name several: `data-field="image imageFocus"`),
 * or shows that field's error (which only a control wired to the field does). A field added to a
 * schema without a control fails here.
 */

/** Fields no form edits, each with its reason. Keep this list short. */
const notInTheForm: Record<string, string> = {
  // Kept as stored; the page does not show it (decision 059). The Advanced (JSON) view edits it.
  "projects.featuredProjects": "not shown on the page",
};

interface Requirement {
  /** The field's path with list indexes (`services.0.icon`), as an error is keyed. */
  path: string;
  /** The paths (without indexes) a control may name to cover it: the field, or its enclosing object. */
  names: string[];
}

type AnySchema = z.ZodType & { type: string };
const unwrap = (schema: AnySchema): AnySchema => {
  let current = schema as AnySchema & { unwrap?: () => AnySchema };
  while (current.type === "nullable" || current.type === "optional" || current.type === "default")
    current = (current as unknown as { unwrap: () => AnySchema }).unwrap();
  return current;
};
const shapeOf = (schema: AnySchema) => (schema as unknown as z.ZodObject).shape as Record<string, AnySchema>;
const plain = (path: string) =>
  path
    .split(".")
    .filter((part) => !/^\d+$/.test(part))
    .join(".");

/** What must have a control: each field, each field of a list's items, each field of a nested object. */
function requirements(schema: AnySchema, prefix = "", enclosing: string[] = []): Requirement[] {
  const found: Requirement[] = [];
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const path = `${prefix}${key}`;
    const inner = unwrap(field);
    const element =
      inner.type === "array" ? unwrap((inner as unknown as z.ZodArray).element as AnySchema) : null;
    if (element?.type === "object") {
      found.push({ path, names: [plain(path)] });
      found.push(...requirements(element, `${path}.0.`));
    } else if (inner.type === "object") {
      found.push(...requirements(inner, `${path}.`, [...enclosing, plain(path)]));
    } else found.push({ path, names: [plain(path), ...enclosing] });
  }
  return found;
}

/** A value of the schema's shape in which every list of entries has one entry, so its fields render. */
function sample(schema: AnySchema): unknown {
  const inner = unwrap(schema);
  if (inner.type === "object")
    return Object.fromEntries(Object.entries(shapeOf(inner)).map(([key, field]) => [key, sample(field)]));
  if (inner.type === "array") return [sample((inner as unknown as z.ZodArray).element as AnySchema)];
  if (inner.type === "number") return 1;
  if (inner.type === "boolean") return true;
  return "x";
}

function withOneEntryPerList(type: SectionType): SectionContent {
  const schema = sectionContentSchemas[type] as unknown as AnySchema;
  const content = normalizeSectionContent(type, {}) as unknown as SectionContent;
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const value = content[key];
    if (Array.isArray(value) && value.length === 0) content[key] = sample(field);
  }
  return content;
}

const errorMark = (path: string) => `@@${path}@@`;

/** The fields the type's form leaves without a control. */
function missingControls(type: SectionType): string[] {
  const Form = formEditors[type];
  if (!Form) return [`${type} has no form`];
  const wanted = requirements(sectionContentSchemas[type] as unknown as AnySchema);
  const errors = Object.fromEntries(wanted.map(({ path }) => [path, errorMark(path)]));
  const html = renderToStaticMarkup(
    createElement(Form, { content: withOneEntryPerList(type), onChange: () => {}, errors }),
  );
  const named = new Set(
    [...html.matchAll(/\s(?:name|data-field)="([^"]+)"/g)].flatMap((match) =>
      (match[1] as string).split(/\s+/).map(plain),
    ),
  );
  return wanted
    .filter(
      ({ path }) => !Object.keys(notInTheForm).some((skip) => `${type}.${plain(path)}`.startsWith(skip)),
    )
    .filter(({ path, names }) => !names.some((name) => named.has(name)) && !html.includes(errorMark(path)))
    .map(({ path }) => path);
}

describe("section forms cover their schemas", () => {
  it.each(sectionTypes)("every field of %s has a control", (type) => {
    expect(missingControls(type)).toEqual([]);
  });

  it("finds a field that has no control", () => {
    const about = sectionContentSchemas.about;
    const original = about.shape;
    // A field added to the schema without a control in the form.
    Object.defineProperty(about, "shape", {
      value: { ...original, newField: original.title },
      configurable: true,
    });
    try {
      expect(missingControls("about")).toEqual(["newField"]);
    } finally {
      Object.defineProperty(about, "shape", { value: original, configurable: true });
    }
  });
});
