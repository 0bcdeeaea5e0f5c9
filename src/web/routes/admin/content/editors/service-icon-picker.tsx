import { useId } from "react";
import { serviceIconChoice, serviceIconLabels, serviceIconNames } from "#shared/sections/service-icons.ts";
import { ServiceIcon, serviceIcons } from "#web/components/public/service-icons.tsx";
import styles from "./editors.module.css";
import picker from "./service-icon-picker.module.css";

/**
 * A service's icon, chosen from the page's own set: a grid of radio buttons (arrow keys move the
 * choice, as in any radio group), each drawn as the page draws it, and the chosen one shown larger.
 * An older emoji with no matching icon is shown as the page shows it (as text) until one is chosen.
 */
export function ServiceIconPicker({
  value,
  name,
  onChange,
}: {
  value: string;
  /** The radio group's name: the field's path (`services.0.icon`). */
  name: string;
  onChange: (icon: string) => void;
}) {
  const legendId = useId();
  const choice = serviceIconChoice(value);
  const current = choice.name;
  const described = current ? serviceIconLabels[current] : `${choice.text} (an emoji, shown as it is)`;
  return (
    <fieldset className={picker.fieldset} aria-describedby={`${legendId}-now`}>
      <legend className={picker.legend} id={legendId}>
        Icon
      </legend>
      <div className={picker.layout}>
        <div className={picker.preview} aria-hidden="true" data-testid="service-icon-preview">
          <ServiceIcon value={value} size={30} />
        </div>
        <div className={picker.side}>
          <p className={picker.now} id={`${legendId}-now`}>
            <span className={picker.nowLabel}>Chosen:</span> {described}
          </p>
          <div className={picker.grid}>
            {serviceIconNames.map((icon) => {
              const Drawn = serviceIcons[icon];
              return (
                <label key={icon} className={picker.option} title={serviceIconLabels[icon]}>
                  <input
                    type="radio"
                    className={picker.input}
                    name={name}
                    value={icon}
                    checked={current === icon}
                    onChange={() => onChange(icon)}
                  />
                  <span className={picker.tile}>
                    <Drawn size={20} />
                  </span>
                  <span className={styles.visuallyHidden}>{serviceIconLabels[icon]}</span>
                </label>
              );
            })}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
