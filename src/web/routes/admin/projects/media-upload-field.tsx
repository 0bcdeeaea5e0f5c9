import { ImageUp, Loader2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { mediaAccept, mediaMaxBytes } from "#shared/media/rules.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { TextField } from "#web/routes/admin/components/index.ts";
import styles from "./projects.module.css";
import { uploadMedia } from "./projects-api.ts";

interface MediaUploadFieldProps {
  kind: "image" | "video";
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** A URL field (external http(s) URLs still work) with an Upload button, a progress bar and a preview. */
export function MediaUploadField({ kind, label, value, onChange, onBusyChange }: MediaUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: File) {
    if (file.size > mediaMaxBytes[kind]) {
      toast.error(
        `${kind === "image" ? "Images" : "Videos"} must be at most ${megabytes(mediaMaxBytes[kind])}`,
      );
      return;
    }
    setProgress(0);
    onBusyChange(true);
    try {
      const media = await uploadMedia(file, { onProgress: setProgress });
      if (media.kind !== kind) {
        toast.error(
          `That file is ${media.kind === "image" ? "an image" : "a video"}; choose ${kind === "image" ? "an image" : "a video"}.`,
        );
        return;
      }
      onChange(media.url);
      toast.success(`${kind === "image" ? "Image" : "Video"} uploaded`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Upload failed");
    } finally {
      setProgress(null);
      onBusyChange(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className={styles.mediaField}>
      <div className={styles.mediaRow}>
        <TextField
          label={label}
          type="url"
          inputMode="url"
          placeholder="https://… or upload a file"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          name={kind}
        />
        <button
          type="button"
          className={styles.uploadButton}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
          aria-describedby={progress !== null ? progressId : undefined}
        >
          {progress !== null ? (
            <Loader2 className={styles.spin} aria-hidden="true" />
          ) : (
            <ImageUp aria-hidden="true" />
          )}
          {progress !== null ? "Uploading…" : `Upload ${kind}`}
        </button>
        <input
          ref={input}
          type="file"
          accept={mediaAccept[kind]}
          hidden
          aria-label={`Upload ${kind} file`}
          data-testid={`upload-${kind}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      {progress !== null && (
        <progress
          id={progressId}
          className={styles.progress}
          max={1}
          value={progress}
          aria-label={`Uploading ${kind}`}
        />
      )}
      {value && progress === null && (
        <div className={styles.preview}>
          {kind === "image" ? (
            <img src={value} alt="" loading="lazy" />
          ) : (
            <video src={value} muted playsInline preload="metadata" />
          )}
        </div>
      )}
    </div>
  );
}
