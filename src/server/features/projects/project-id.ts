import { randomBytes } from "node:crypto";

/** A new project id: 20 lowercase hex characters, like the document ids of the original's store. */
export function newProjectId(): string {
  return randomBytes(10).toString("hex");
}
