import { AlertTriangle, ImageUp, Loader2, UploadCloud } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { mediaAccept, mediaMaxBytes } from "#shared/media/rules.ts";
import type { ImageFocus } from "#shared/projects/rules.ts";
import { ApiError } from "#web/lib/api-client.ts";
import { TextField } from "#web/routes/admin/components/index.ts";
import { FocalPointPicker } from "./focal-point-picker.tsx";
import media from "./media-field.module.css";
import styles from "./projects.module.css";
import { uploadMedia } from "./projects-api.ts";

interface MediaUploadFieldProps {
  kind: "image" | "video";
  label: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  /** The image's focal point (images only): set by clicking the preview. */
  focus?: ImageFocus | null;
  onFocusChange?: (focus: ImageFocus | null) => void;
  /** Names its test ids when the form has more than one field of a kind ("social-card"); else `kind`. */
  testName?: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Whether a drag carries files (not a link or text dragged from the page). */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * A URL field (external http(s) URLs still work) with an Upload button, and the whole field a drop
 * target for a file; a progress bar with the percentage; the preview, where an image's focal point is
 * set; and a sentence when the URL does not load.
 */
export function MediaUploadField({
  kind,
  label,
  value,
  onChange,
  onBusyChange,
  focus = null,
  onFocusChange,
  testName,
}: MediaUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);
  const dragDepth = useRef(0);
  // The URL whose preview failed to load; a new URL is tried again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = value !== "" && brokenUrl === value;
  const noun = kind === "image" ? "image" : "video";

  const dropProps = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event) || progress !== null) return;
      event.preventDefault();
      dragDepth.current += 1;
      setDropping(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event) || progress !== null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: () => {
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDropping(false);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDropping(false);
      const file = event.dataTransfer.files[0];
      if (file && progress === null) void upload(file);
    },
  };

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
      const uploaded = await uploadMedia(file, { onProgress: setProgress });
      if (uploaded.kind !== kind) {
        toast.error(
          `That file is ${uploaded.kind === "image" ? "an image" : "a video"}; choose ${kind === "image" ? "an image" : "a video"}.`,
        );
        return;
      }
      onChange(uploaded.url);
      onFocusChange?.(null);
      toast.success(`${kind === "image" ? "Image" : "Video"} uploaded`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : "Upload failed");
    } finally {
      setProgress(null);
      onBusyChange(false);
      if (input.current) input.current.value = "";
    }
  }

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <div
      className={`${styles.mediaField} ${media.dropZone}`}
      data-drop={dropping ? "active" : undefined}
      data-testid={`drop-${testName ?? kind}`}
      {...dropProps}
    >
      <div className={styles.mediaRow}>
        <TextField
          label={label}
          type="url"
          inputMode="url"
          placeholder="https://… or drop a file here"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          name={kind}
          aria-invalid={broken || undefined}
          aria-describedby={broken ? errorId : undefined}
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
          {progress !== null ? `Uploading… ${percent}%` : `Upload ${kind}`}
        </button>
        <input
          ref={input}
          type="file"
          accept={mediaAccept[kind]}
          hidden
          aria-label={`Upload ${kind} file`}
          data-testid={`upload-${testName ?? kind}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </div>
      {dropping && (
        <div className={media.dropOverlay} aria-hidden="true">
          <UploadCloud />
          <span>Drop the {noun} to upload it</span>
        </div>
      )}
      {progress !== null && (
        <div className={media.progressRow}>
          <progress
            id={progressId}
            className={styles.progress}
            max={100}
            value={percent}
            aria-label={`Uploading ${kind}`}
            aria-valuetext={`${percent}%`}
          />
          <span className={media.percent} data-testid={`upload-${testName ?? kind}-percent`}>
            {percent}%
          </span>
        </div>
      )}
      {broken && (
        <p id={errorId} className={media.urlError} role="alert">
          <AlertTriangle aria-hidden="true" />
          The {noun} at this URL did not load. Check the address, or upload the file instead.
        </p>
      )}
      {value && progress === null && kind === "image" && onFocusChange && (
        <FocalPointPicker
          src={value}
          focus={focus}
          onChange={onFocusChange}
          broken={broken}
          onBroken={() => setBrokenUrl(value)}
        />
      )}
      {value && progress === null && kind === "video" && !broken && (
        <div className={styles.preview}>
          <video src={value} muted playsInline preload="metadata" onError={() => setBrokenUrl(value)} />
        </div>
      )}
      {!value && progress === null && (
        <p className={media.dropHint}>
          Drop {kind === "image" ? "an image" : "a video"} file on this field to upload it.
        </p>
      )}
    </div>
  );
}
