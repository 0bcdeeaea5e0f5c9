import { describe, expect, it } from "vitest";
import { failedFileUrl, isChunkLoadError } from "./app-update.ts";

describe("isChunkLoadError", () => {
  it("recognises a lazy chunk that did not load, in every browser's words and Vite's", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://x/assets/messages-tab-C8gsT1WY.js",
      "error loading dynamically imported module: http://x/assets/a.js",
      "Importing a module script failed.",
      "Unable to preload CSS for http://x/assets/projects-tab-Bbx_W8oq.css",
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it("leaves other failures to the boundary's own message", () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isChunkLoadError(new Error("Folio's server did not answer."))).toBe(false);
    expect(isChunkLoadError("plain text")).toBe(false);
  });
});

describe("failedFileUrl", () => {
  it("reads the failed file's address where the browser names it", () => {
    expect(
      failedFileUrl(
        new TypeError("Failed to fetch dynamically imported module: http://x:8080/assets/a-C8gs.js"),
      ),
    ).toBe("http://x:8080/assets/a-C8gs.js");
    expect(failedFileUrl(new Error("Unable to preload CSS for /assets/projects-tab-Bbx_W8oq.css"))).toBe(
      "/assets/projects-tab-Bbx_W8oq.css",
    );
  });

  it("has none where the browser names no file", () => {
    expect(failedFileUrl(new TypeError("Importing a module script failed."))).toBeNull();
  });
});
