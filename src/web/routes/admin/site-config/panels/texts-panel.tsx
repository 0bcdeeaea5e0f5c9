import { Search } from "lucide-react";
import { useCallback, useDeferredValue, useId, useMemo, useState } from "react";
import { type TextKey, textCatalogue, textKeys } from "#shared/texts/catalogue.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import fields from "#web/routes/admin/components/form-fields.module.css";
import { useInterfaceTranslation } from "#web/routes/admin/components/use-interface-translation.ts";
import { PanelFrame, type PanelProps } from "./panel-frame.tsx";
import { TextRow } from "./text-row.tsx";
import { changedCount, filterTexts, ownText } from "./texts-filter.ts";
import styles from "./texts-panel.module.css";

const emptyTexts: Readonly<Record<string, string>> = {};

/** "French" for "fr", "Portuguese (Brazil)" for "pt-BR": the admin speaks English. */
function languageName(languageTag: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(languageTag) ?? languageTag;
  } catch {
    return languageTag;
  }
}

/**
 * The interface texts (decision 072/078): every label, button, message and empty state of the public
 * page, grouped by where it appears, in the owner's words. Only the texts the owner changed are kept;
 * an emptied field goes back to the default. The search filters as the owner types.
 */
export function TextsPanel({ config, update }: PanelProps) {
  const texts = config.texts;
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  // The owner's own words are searched too; with no search, typing in a field does not refilter.
  const searchedTexts = deferredQuery.trim() ? texts : emptyTexts;
  const { language, translation } = useInterfaceTranslation(config.site.language);
  const groups = useMemo(
    () => filterTexts(deferredQuery, searchedTexts, translation),
    [deferredQuery, searchedTexts, translation],
  );
  const searchId = useId();
  const shown = groups.reduce((count, group) => count + group.keys.length, 0);
  const changed = changedCount(texts);

  const change = useCallback((key: TextKey, value: string) => update("texts", { [key]: value }), [update]);
  const resetAll = (keys: readonly TextKey[]) =>
    update("texts", Object.fromEntries(keys.map((key) => [key, ""])));

  return (
    <PanelFrame
      title="Texts"
      description="The words of your page's interface: labels, buttons, messages, empty states, the menu, the loader and the 404 page. Write them in your words; an empty field shows the default (in grey). {Words in braces} are filled in by the page."
    >
      <p className={styles.language} data-testid="texts-language">
        {language
          ? `The defaults are in ${languageName(config.site.language)}, Folio's translation; your own words win.`
          : config.site.language.toLowerCase().startsWith("en")
            ? "The defaults are in English."
            : `Folio has no translation for ${languageName(config.site.language)} yet: the defaults are in English until you write yours.`}
      </p>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <Search aria-hidden="true" />
          <input
            id={searchId}
            type="search"
            className={fields.control}
            value={query}
            placeholder="Search texts by label, key or words"
            aria-label="Search texts"
            aria-controls={`${searchId}-list`}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape" && query) {
                event.preventDefault();
                setQuery("");
              }
            }}
          />
        </div>
        <p className={styles.count} aria-live="polite" data-testid="texts-changed-count">
          {changed === 0 ? "All texts are the defaults" : `${changed} of ${textKeys.length} texts changed`}
          {deferredQuery.trim() ? ` · ${shown} shown` : ""}
        </p>
        {changed > 0 && (
          <Button variant="ghost" size="small" onClick={() => resetAll(textKeys)}>
            Reset all to defaults
          </Button>
        )}
      </div>

      <div id={`${searchId}-list`} className={styles.groups}>
        {groups.length === 0 && <p className={styles.empty}>No text matches “{deferredQuery.trim()}”.</p>}
        {groups.map(({ group, title, keys }) => {
          const groupChanged = changedCount(texts, keys);
          return (
            <section key={group} className={styles.group} aria-labelledby={`texts-${group}`}>
              <div className={styles.groupHead}>
                <h4 id={`texts-${group}`}>{title}</h4>
                <span className={styles.groupCount}>
                  {groupChanged > 0 ? `${groupChanged} changed` : `${keys.length} texts`}
                </span>
                {groupChanged > 0 && (
                  <Button
                    variant="ghost"
                    size="small"
                    aria-label={`Reset ${title} to defaults`}
                    onClick={() => resetAll(keys)}
                  >
                    Reset group
                  </Button>
                )}
              </div>
              <div className={styles.rows}>
                {keys.map((key) => (
                  <TextRow
                    key={key}
                    textKey={key}
                    value={ownText(texts, key)}
                    defaultText={translation?.[key] ?? textCatalogue[key].default}
                    untranslated={translation !== undefined && translation[key] === undefined}
                    onChange={change}
                  />
                ))}
              </div>
            </section>
          );
        })}
      </div>
    </PanelFrame>
  );
}
