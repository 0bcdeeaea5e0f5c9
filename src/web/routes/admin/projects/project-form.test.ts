import { describe, expect, it } from "vitest";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { Project } from "#shared/projects/schema.ts";
import {
  emptyProjectForm,
  formValuesOf,
  parsePriority,
  payloadOf,
  splitList,
  validateProjectForm,
} from "./project-form.ts";

describe("project form", () => {
  it("splits lists on commas, trimming and dropping empties", () => {
    expect(splitList(" React, ,Node JS ,, MongoDB ")).toEqual(["React", "Node JS", "MongoDB"]);
    expect(splitList("")).toEqual([]);
  });

  it("parses priority as an integer, 0 on bad input", () => {
    expect(parsePriority("7")).toBe(7);
    expect(parsePriority("3.9")).toBe(3);
    expect(parsePriority("abc")).toBe(0);
    expect(parsePriority("")).toBe(0);
  });

  it("reports the required fields with the spec's messages, in order", () => {
    expect(validateProjectForm({ ...emptyProjectForm, category: "" })).toEqual([
      "Title is required",
      "Description is required",
      "Category is required",
    ]);
    expect(validateProjectForm({ ...emptyProjectForm, title: "T", description: "D" })).toEqual([]);
  });

  it("round-trips a project through the form into an API payload", () => {
    const project = { ...(sampleProjects[0] as Project), links: { live: "https://x.example" } };
    const payload = payloadOf(formValuesOf(project));
    expect(payload).toMatchObject({
      title: project.title,
      technologies: project.technologies,
      features: project.features,
      links: { live: "https://x.example" },
      priority: 0,
      isActive: true,
    });
    expect(payloadOf({ ...emptyProjectForm, title: "T", description: "D" })).toMatchObject({
      image: null,
      video: null,
      duration: "Not specified",
      links: {},
    });
  });
});
