import { readFileSync } from "node:fs";
import { join } from "node:path";
import { rootDir } from "./paths.ts";

export const appVersion: string = JSON.parse(readFileSync(join(rootDir, "package.json"), "utf8")).version;
