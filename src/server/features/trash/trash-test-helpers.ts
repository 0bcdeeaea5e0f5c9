import sharp from "sharp";
import { createEntryTrash } from "#server/features/sections/entry-trash.ts";
import { createInvitationTrash } from "#server/features/users/invitation-trash.ts";
import type { Project } from "#shared/projects/schema.ts";
import type { TrashItem } from "#shared/trash/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { createTrashService } from "./trash.service.ts";

const dayMs = 86_400_000;

/** The app's Trash with its clock moved `days` ahead (the daily purge's view then). */
export function trashInDays(t: TestApp, days: number) {
  const { projects, posts, sections, media } = t.app.services;
  const clock = () => new Date(Date.now() + days * dayMs);
  return createTrashService({
    db: t.app.db,
    clock,
    projects,
    posts,
    sections,
    entries: createEntryTrash({ db: t.app.db, sections }),
    invitations: createInvitationTrash({ db: t.app.db, clock }),
    media,
  });
}

/** The requests the Trash's tests make, as the signed-in `cookie`. */
export function trashRequests(t: TestApp, cookie: () => string) {
  const send = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, as = cookie()) =>
    t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  /** Uploads a small JPEG to the media library; answers its address. */
  async function uploadImage(colour: string): Promise<string> {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "shot.jpg");
    const request = new Request("http://folio.test/api/media", { method: "POST", body: form });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/media",
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type") ?? "", cookie: cookie() },
    });
    if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
    return (response.json() as { url: string }).url;
  }

  /** A published project with an uploaded cover and gallery image. */
  async function projectWithGallery(slug: string, title = `Trash ${slug}`): Promise<Project> {
    const [cover, shot] = [await uploadImage("#2266aa"), await uploadImage("#aa6622")];
    const response = await send("POST", "/api/projects", {
      title,
      slug,
      description: "A project with a gallery",
      category: "Web Development",
      image: cover,
      gallery: [{ src: shot, alt: "The board", caption: "Columns you can drag" }],
    });
    if (response.statusCode !== 201) throw new Error(`project not created: ${response.body}`);
    return response.json() as Project;
  }

  const trashList = async (as = cookie()) =>
    ((await send("GET", "/api/trash", undefined, as)).json() as { items: TrashItem[] }).items;

  const ownerList = async () =>
    ((await send("GET", "/api/projects?all=true")).json() as { items: Project[] }).items;

  return { send, uploadImage, projectWithGallery, trashList, ownerList };
}
