import { describe, expect, it } from "vitest";
import { removedEntries } from "./removed-entries.ts";

const service = (name: string, description = `${name} done well`, icon = "code") => ({
  name,
  description,
  icon,
  features: ["Fast"],
});

describe("removedEntries", () => {
  const [web, code, apps] = [service("Web"), service("Code"), service("Apps", "Native apps", "phone")];

  it("finds the entries a save took out, with their places", () => {
    expect(removedEntries([web, code, apps], [web, apps])).toEqual([{ entry: code, position: 1 }]);
    expect(removedEntries([web, code], [])).toEqual([
      { entry: web, position: 0 },
      { entry: code, position: 1 },
    ]);
  });

  it("takes an edit, a move or an addition for what it is: nothing removed", () => {
    expect(removedEntries([web, code], [code, web])).toEqual([]);
    expect(removedEntries([web, code], [{ ...web, name: "Websites" }, code])).toEqual([]);
    expect(removedEntries([web], [web, apps])).toEqual([]);
  });

  it("tells an edited entry from a removed one when both happen in one save", () => {
    // "Web" is deleted and "Code" renamed: the rename keeps Code's description, icon and features.
    const renamed = { ...code, name: "Clean code" };
    expect(removedEntries([web, code, apps], [renamed, apps])).toEqual([{ entry: web, position: 0 }]);
  });

  it("does not take a new entry sharing one field with a deleted one for its edit", () => {
    const other = service("Design", "Interfaces", "code");
    expect(removedEntries([web], [other])).toEqual([{ entry: web, position: 0 }]);
  });

  it("keeps a duplicated entry once and removes the other", () => {
    expect(removedEntries([web, web], [web])).toEqual([{ entry: web, position: 1 }]);
  });
});
