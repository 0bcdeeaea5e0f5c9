import { readdirSync, readFileSync } from "node:fs";
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { describe, expect, it } from "vitest";

/** What GitHub's own parser (the schema its editor tooling uses) finds wrong in a workflow file. */
async function workflowErrors(name: string, content: string): Promise<string[]> {
  const result = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const template = result.value ? await convertWorkflowTemplate(result.context, result.value) : undefined;
  return [
    ...result.context.errors.getErrors().map((error) => error.message),
    ...(template?.errors ?? []).map((error) => error.Message),
  ];
}

const workflows = readdirSync(".github/workflows").filter((file) => /\.ya?ml$/.test(file));

describe("the GitHub Actions workflows", () => {
  it("include the one that publishes the image on a tag, for amd64 and arm64", () => {
    expect(workflows).toContain("container-image.yml");
    const image = readFileSync(".github/workflows/container-image.yml", "utf8");
    expect(image).toMatch(/tags: \["v\*"\]/);
    expect(image).toContain("platforms: linux/amd64,linux/arm64");
    expect(image).toContain("registry: ghcr.io");
  });

  for (const file of workflows) {
    it(`${file} is a valid workflow`, async () => {
      expect(await workflowErrors(file, readFileSync(`.github/workflows/${file}`, "utf8"))).toEqual([]);
    });
  }

  it("the validator refuses a broken one (so the check can fail)", async () => {
    const broken = "on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    stepz:\n      - run: echo\n";
    expect(await workflowErrors("broken.yml", broken)).not.toEqual([]);
  });
});
