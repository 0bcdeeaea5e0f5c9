import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = "docs/decisions";
const records = readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort();
const index = readFileSync(join(folder, "README.md"), "utf8");
/** The index's rows: number, the record linked from the title, and the status cell. */
const rows = [...index.matchAll(/^\|\s*(\d{3})\s*\|\s*\[[^\]]+\]\(([^)]+)\)\s*\|([^|]*)\|/gm)].map(
  (match) => ({
    number: match[1] ?? "",
    file: match[2] ?? "",
    status: (match[3] ?? "").trim(),
  }),
);

describe("the index of decision records", () => {
  it("lists every record once, in order, linked to its file", () => {
    expect(rows.map((row) => row.file)).toEqual(records);
    expect(rows.map((row) => row.number)).toEqual(records.map((file) => file.slice(0, 3)));
  });

  it("gives each a status, and every record it names exists", () => {
    for (const row of rows) {
      expect(row.status, row.file).toMatch(/^(accepted|amended|superseded)/);
      for (const [, linked] of row.status.matchAll(/\]\(([^)]+)\)/g))
        expect(existsSync(join(folder, linked ?? "")), `${row.file} → ${linked}`).toBe(true);
    }
  });

  it("marks a superseded record at its top, and only those", () => {
    for (const row of rows) {
      const top = readFileSync(join(folder, row.file), "utf8").split("\n").slice(0, 4).join("\n");
      expect(top.includes("> **Superseded by"), row.file).toBe(row.status.startsWith("superseded"));
    }
  });
});
