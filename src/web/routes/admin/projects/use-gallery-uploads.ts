import { useRef, useState } from "react";
import toast from "react-hot-toast";
import type { GalleryImage } from "#shared/projects/case-study.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { filesThatFit, galleryFileProblem } from "./gallery-list.ts";
import { uploadMedia } from "./projects-api.ts";

export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
}

/**
 * Several images uploaded at once (two at a time) through the media upload; each joins the gallery
 * as soon as it is stored, in the order the files were chosen. `latest` is the gallery as last
 * changed, so uploads that finish together never overwrite each other.
 */
export function useGalleryUploads(
  value: readonly GalleryImage[],
  onAdded: (next: GalleryImage[]) => void,
  onBusyChange?: (busy: boolean) => void,
) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const counter = useRef(0);

  async function uploadOne(file: File, key: string) {
    const setPercent = (fraction: number) =>
      setPending((all) =>
        all.map((item) => (item.key === key ? { ...item, percent: Math.round(fraction * 100) } : item)),
      );
    try {
      const uploaded = await uploadMedia(file, { onProgress: setPercent });
      if (uploaded.kind !== "image") {
        toast.error(`${file.name} is not an image.`);
        return;
      }
      const next = [...latest.current, { src: uploaded.url, alt: "", caption: "" }];
      latest.current = next;
      onAdded(next);
    } catch (error) {
      toast.error(`${file.name}: ${error instanceof ApiError ? error.message : "the upload failed."}`);
    } finally {
      setPending((all) => all.filter((item) => item.key !== key));
    }
  }

  async function add(files: readonly File[]) {
    const usable = files.filter((file) => {
      const problem = galleryFileProblem(file);
      if (problem) toast.error(problem);
      return problem === null;
    });
    const { accepted, refused } = filesThatFit(usable, latest.current.length + pending.length);
    if (refused) toast.error(refused);
    if (accepted.length === 0) return;
    const queue = accepted.map((file) => ({ file, key: `upload-${++counter.current}` }));
    setPending((all) => [...all, ...queue.map(({ file, key }) => ({ key, name: file.name, percent: 0 }))]);
    onBusyChange?.(true);
    const workers = Array.from({ length: Math.min(2, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await uploadOne(next.file, next.key);
    });
    await Promise.all(workers);
    onBusyChange?.(false);
  }

  return { pending, add };
}
