import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@lotus/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { fromLng, languageTag } from "../../../lib/language";
import { switchLanguage } from "../../../lib/language-switch";

/** Every language code of the contracts, each named in its own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation("shell");
  const id = useId();
  const current = fromLng(i18n.language);
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t("header.language")}
      </label>
      <Icon name="globe" size={18} className="language-switcher__icon" />
      <select
        id={id}
        className="language-switcher__select"
        value={current}
        onChange={(event) => {
          switchLanguage(event.target.value as Language).catch((error: unknown) => {
            // The choice is already applied locally; only saving it on the account failed.
            console.warn("saving the member language failed", error);
          });
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={languageTag(language)}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
