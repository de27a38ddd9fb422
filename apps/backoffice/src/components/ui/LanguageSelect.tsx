import { LANGUAGE_NAMES } from "@lotus/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage, isUiLanguage, switchLanguage, UI_LANGUAGES } from "../../lib/i18n";

/** The console's language (EN or VI); server messages follow it through the Language header. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = i18n.language ? currentLanguage() : "EN";
  return (
    <div className="inline-field">
      <label className="visually-hidden" htmlFor={id}>
        {t("shell.language")}
      </label>
      <select
        id={id}
        className="input select input--small"
        value={value}
        onChange={(event) => {
          if (isUiLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
