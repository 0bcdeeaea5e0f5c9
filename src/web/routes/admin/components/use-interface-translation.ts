import { useEffect, useState } from "react";
import type { Translation } from "#shared/texts/resolve.ts";
import { loadTranslation, type TranslatedLanguage, translationLanguage } from "#shared/texts/translations.ts";

export interface InterfaceTranslation {
  /** The translation a language tag takes, or none (the texts stay English). */
  language: TranslatedLanguage | undefined;
  /** Its words, once loaded (each language is a chunk of its own, loaded when first asked for). */
  translation: Translation | undefined;
}

/** The interface texts' translation for the site language being edited (decision 148). */
export function useInterfaceTranslation(languageTag: string | undefined): InterfaceTranslation {
  const language = languageTag ? translationLanguage(languageTag) : undefined;
  const [loaded, setLoaded] = useState<{ language: string; translation: Translation } | null>(null);
  useEffect(() => {
    if (!language) return;
    let current = true;
    loadTranslation(language).then(
      (translation) => {
        if (current && translation) setLoaded({ language, translation });
      },
      // A chunk that fails to load (a new build under the open tab) leaves the English defaults shown.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [language]);
  return { language, translation: loaded && loaded.language === language ? loaded.translation : undefined };
}
