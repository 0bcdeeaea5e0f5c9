import { type SocialPlatform, socialPlatforms } from "#shared/sections/schema.ts";
import styles from "./editors.module.css";

const platformNames: Record<SocialPlatform, string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  instagram: "Instagram",
  twitter: "Twitter / X",
};

/**
 * Which of the configured social profiles the section shows, as one toggle per platform (the
 * addresses themselves live in Site Config → Contact). A new choice goes to the end of the list.
 */
export function SocialLinksField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset className={styles.socialGrid} aria-invalid={error ? true : undefined}>
      <legend>Social links</legend>
      {socialPlatforms.map((platform) => (
        <label key={platform} className={styles.socialOption}>
          <input
            type="checkbox"
            checked={value.includes(platform)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...value.filter((item) => item !== platform), platform]
                  : value.filter((item) => item !== platform),
              )
            }
          />
          {platformNames[platform]}
        </label>
      ))}
      <p className={styles.fieldHint} data-wide="">
        {error ?? "The profile addresses are set in Site Config → Contact."}
      </p>
    </fieldset>
  );
}
