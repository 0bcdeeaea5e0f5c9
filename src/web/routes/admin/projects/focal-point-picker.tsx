import { Crosshair, ImageOff } from "lucide-react";
import type { KeyboardEvent, PointerEvent } from "react";
import { type ImageFocus, objectPosition } from "#shared/projects/rules.ts";
import styles from "./media-field.module.css";

const centre: ImageFocus = { x: 50, y: 50 };
const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

/** Where on the picture the point is, in words, for the marker's label. */
function describe({ x, y }: ImageFocus): string {
  return `${x}% from the left, ${y}% from the top`;
}

interface FocalPointPickerProps {
  src: string;
  focus: ImageFocus | null;
  onChange: (focus: ImageFocus | null) => void;
  /** The picture did not load: the fallback and no picking. */
  broken: boolean;
  onBroken: () => void;
}

/**
 * The image's preview, where a click (or a tap) sets the focal point and the arrow keys on the marker
 * move it (5 % a press, 1 % with Shift); beside it, the crops the page makes of it, so the owner sees
 * what every card keeps in view.
 */
export function FocalPointPicker({ src, focus, onChange, broken, onBroken }: FocalPointPickerProps) {
  const point = focus ?? centre;
  const position = objectPosition(focus);

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const box = (event.currentTarget.querySelector("img") ?? event.currentTarget).getBoundingClientRect();
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 1 : 5;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (event.key === "Home" || event.key === "Escape") {
      event.preventDefault();
      onChange(null);
      return;
    }
    if (!move) return;
    event.preventDefault();
    onChange({ x: clamp(point.x + move[0]), y: clamp(point.y + move[1]) });
  };

  if (broken)
    return (
      <div className={styles.brokenPreview}>
        <ImageOff aria-hidden="true" />
        <span>No preview</span>
      </div>
    );

  return (
    <div className={styles.focus}>
      <div className={styles.focusFrame} onPointerDown={pick} data-testid="focal-point-frame">
        <img src={src} alt="" draggable={false} onError={onBroken} />
        <button
          type="button"
          className={styles.focusMarker}
          style={{ left: `${point.x}%`, top: `${point.y}%` }}
          aria-label={`Focal point: ${describe(point)}. Arrow keys move it, Home puts it back in the centre.`}
          data-testid="focal-point"
          data-focus={position}
          onKeyDown={nudge}
          onPointerDown={(event) => event.stopPropagation()}
        >
          <Crosshair aria-hidden="true" />
        </button>
      </div>
      <div className={styles.focusSide}>
        <p className={styles.focusHelp}>
          <strong>Focal point</strong> {focus ? describe(point) : "centre"}. Click the picture where its
          subject is; every crop keeps that spot in view.
        </p>
        <div className={styles.crops} aria-hidden="true">
          <figure>
            <img src={src} alt="" style={{ objectPosition: position }} className={styles.cropCard} />
            <figcaption>Card</figcaption>
          </figure>
          <figure>
            <img src={src} alt="" style={{ objectPosition: position }} className={styles.cropWide} />
            <figcaption>Wide</figcaption>
          </figure>
          <figure>
            <img src={src} alt="" style={{ objectPosition: position }} className={styles.cropSquare} />
            <figcaption>Square</figcaption>
          </figure>
        </div>
        {focus && (
          <button type="button" className={styles.focusReset} onClick={() => onChange(null)}>
            Back to the centre
          </button>
        )}
      </div>
    </div>
  );
}
