import { describe, expect, it } from "vitest";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { Project } from "#shared/projects/schema.ts";
import { placedAfterMove } from "./projects-api.ts";

const project = (id: string, position: number | null): Project => ({
  ...(sampleProjects[0] as Project),
  id,
  position,
});

describe("which projects a move places by hand", () => {
  it("places only the moved one when it goes to the front of an unplaced gallery", () => {
    const before = [project("a", null), project("b", null), project("c", null)];
    expect(placedAfterMove(before, ["c", "a", "b"], "c")).toEqual(["c"]);
  });

  it("places everything up to the moved project when it goes further down", () => {
    const before = [project("a", null), project("b", null), project("c", null), project("d", null)];
    expect(placedAfterMove(before, ["b", "c", "a", "d"], "a")).toEqual(["b", "c", "a"]);
  });

  it("keeps the projects placed before, even after the moved one", () => {
    const before = [project("a", 1), project("b", 2), project("c", null), project("d", null)];
    expect(placedAfterMove(before, ["c", "a", "b", "d"], "c")).toEqual(["c", "a", "b"]);
  });
});
