import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { multipartFile } from "#server/features/backup/backup-test-helpers.ts";
import { publicDir } from "#server/paths.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

const pdf = (words: string) =>
  Buffer.from(`%PDF-1.4\n% ${words}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const sample = () => readFileSync(join(publicDir, "resume.pdf"));

const upload = async (bytes: Uint8Array, name = "cv.pdf", type = "application/pdf") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/resume/upload",
    ...(await multipartFile(bytes, name, type, cookie)),
  });
const state = async () => (await t.app.inject({ url: "/api/admin/resume", headers: { cookie } })).json();
const download = () => t.app.inject({ url: "/resume.pdf" });

async function renameOwner(author: string) {
  const config = (await t.app.inject({ url: "/api/site-config", headers: { cookie } })).json();
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/site-config",
    headers: { cookie },
    payload: { ...config, site: { ...config.site, author } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("the résumé visitors get", () => {
  it("is the sample file while the site carries the sample owner's name", async () => {
    expect((await state()).served).toBe("sample");
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload).toEqual(sample());
  });

  it("is generated from the content once the owner's name is in the site, with an ETag and the name in the file name", async () => {
    await renameOwner("Zoë Łukasiewicz-Ferreira");
    expect((await state()).served).toBe("generated");
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(response.rawPayload).not.toEqual(sample());
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Zoe-Lukasiewicz-Ferreira-Resume.pdf"; filename*=UTF-8''${encodeURIComponent("Zoë-Łukasiewicz-Ferreira-Resume.pdf")}`,
    );
    const etag = String(response.headers.etag);
    const again = await t.app.inject({ url: "/resume.pdf", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("refuses a file that is not a PDF by its bytes, whatever its name and type, changing nothing", async () => {
    const before = (await download()).rawPayload;
    const response = await upload(Buffer.from("<html><body>not a pdf</body></html>"), "cv.pdf");
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe("The résumé must be a PDF file");
    expect((await state()).upload).toBeNull();
    expect((await download()).rawPayload).toEqual(before);
  });

  it("refuses a PDF over 10 MB with a clear message", async () => {
    const big = Buffer.concat([pdf("big"), Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("The résumé PDF must be at most 10 MB");
    expect((await state()).upload).toBeNull();
  });

  it("refuses to choose the upload before there is one", async () => {
    const { options } = await state();
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/admin/resume",
      headers: { cookie },
      payload: { ...options, source: "uploaded" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("Upload a PDF before choosing it as the résumé");
  });

  it("serves an uploaded PDF byte for byte, replaces it, and falls back to the generated one when it is removed", async () => {
    const first = pdf("first upload");
    const response = await upload(first, "My CV.pdf", "application/octet-stream");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      served: "uploaded",
      upload: { fileName: "My CV.pdf", size: first.length },
    });
    expect((await download()).rawPayload).toEqual(first);

    const second = pdf("second upload");
    expect((await upload(second)).statusCode).toBe(200);
    expect((await download()).rawPayload).toEqual(second);
    const documents = await t.app.db
      .selectFrom("media")
      .select("file_name")
      .where("kind", "=", "document")
      .execute();
    expect(documents).toHaveLength(1);

    const switched = await t.app.inject({
      method: "PUT",
      url: "/api/admin/resume",
      headers: { cookie },
      payload: { ...(await state()).options, source: "generated" },
    });
    expect(switched.json().served).toBe("generated");
    expect((await download()).rawPayload.includes(Buffer.from("second upload"))).toBe(false);

    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/resume/upload",
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ served: "generated", upload: null });
    expect(
      await t.app.db.selectFrom("media").select("id").where("kind", "=", "document").execute(),
    ).toHaveLength(0);
    const again = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/resume/upload",
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it("keeps an uploaded résumé byte-identical through a backup and a restore", async () => {
    const original = pdf("kept through a restore");
    expect((await upload(original)).statusCode).toBe(200);
    const backup = await t.app.inject({ url: "/api/admin/backup", headers: { cookie } });
    expect(backup.statusCode).toBe(200);
    await t.app.inject({ method: "DELETE", url: "/api/admin/resume/upload", headers: { cookie } });
    expect((await download()).rawPayload).not.toEqual(original);

    const restore = await t.app.inject({
      method: "POST",
      url: "/api/admin/restore?confirm=replace",
      ...(await multipartFile(backup.rawPayload, "site.tar.gz", "application/gzip", cookie)),
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await download()).rawPayload).toEqual(original);
  });
});
