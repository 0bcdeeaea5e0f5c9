import { describe, expect, it } from "vitest";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { Project } from "#shared/projects/schema.ts";
import {
  emptyProjectForm,
  formFieldErrorsOf,
  formValuesOf,
  parsePriority,
  payloadOf,
  projectFieldErrors,
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

  it("marks each required field with its own message, and none once it is filled", () => {
    expect(projectFieldErrors({ ...emptyProjectForm, category: "" })).toEqual({
      title: "Title is required",
      description: "Description is required",
      category: "Category is required",
    });
    expect(projectFieldErrors({ ...emptyProjectForm, title: "T" })).toEqual({
      description: "Description is required",
    });
    expect(projectFieldErrors({ ...emptyProjectForm, title: " ", description: "D" })).toEqual({
      title: "Title is required",
    });
    expect(projectFieldErrors({ ...emptyProjectForm, title: "T", description: "D" })).toEqual({});
  });

  it("puts the server's field errors on the form's fields (links flattened, list items on their list)", () => {
    expect(
      formFieldErrorsOf({
        "links.live": "Live URL must be a web address",
        "technologies.2": "Each technology is at most 60 characters",
        priority: "Priority is from 0 to 10",
        unknown: "ignored",
      }),
    ).toEqual({
      live: "Live URL must be a web address",
      technologies: "Each technology is at most 60 characters",
      priority: "Priority is from 0 to 10",
    });
  });

  it("drops empty chips from the lists it sends", () => {
    const payload = payloadOf({
      ...emptyProjectForm,
      title: "T",
      description: "D",
      technologies: ["React", " ", " Node JS "],
      features: [""],
    });
    expect(payload.technologies).toEqual(["React", "Node JS"]);
    expect(payload.features).toEqual([]);
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
