import { apiErrorOf, noAnswerError } from "./api-client.ts";

export interface UploadOptions {
  /** Called as bytes go out, with a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart/form-data (field `file`) with upload progress. fetch cannot report upload
 * progress, so this one call uses XMLHttpRequest; answers and failures have the same shape as `api`'s. Owner-only:
 * it lives apart from api-client.ts so the public page's bundle does not carry it.
 */
export function uploadFile<T>(
  path: string,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(apiErrorOf(xhr.status, payload, xhr.statusText));
    };
    xhr.onerror = () => reject(noAnswerError());
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
