import { useId } from "react";
import extras from "./editor-extras.module.css";

/** A slider for a fraction from 0 to 1, shown and announced as a percentage. */
export function PercentField({
  label,
  name,
  value,
  hint,
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  hint?: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const percent = `${Math.round(value * 100)}%`;
  return (
    <div className={extras.range}>
      <label className={extras.rangeLabel} htmlFor={id}>
        {label}
        <output htmlFor={id} className={extras.rangeValue}>
          {percent}
        </output>
      </label>
      <input
        id={id}
        type="range"
        name={name}
        min={0}
        max={1}
        step={0.05}
        value={value}
        aria-valuetext={percent}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {hint && (
        <span id={`${id}-hint`} className={extras.rangeHint}>
          {hint}
        </span>
      )}
    </div>
  );
}
