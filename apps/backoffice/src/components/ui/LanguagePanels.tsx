import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

export interface LanguagePanelsProps {
  /** Names the tab list ("Title and content languages"). */
  label: string;
  languages: readonly Language[];
  /** Languages always present (EN and VI, the working ones). */
  fixed?: readonly Language[];
  /** The languages that may be added (default: every language; a brand's message: the brand's). */
  offered?: readonly Language[];
  onAdd: (language: Language) => void;
  onRemove: (language: Language) => void;
  /** Languages whose fields have errors get a mark on their tab. */
  alerts?: readonly Language[];
  render: (language: Language) => ReactNode;
}

/** Per-language inputs: one tab per language, more languages addable, the working ones fixed. */
export function LanguagePanels({
  label,
  languages,
  fixed = ["EN", "VI"],
  offered = LANGUAGES,
  onAdd,
  onRemove,
  alerts = [],
  render,
}: LanguagePanelsProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const shown = [...fixed, ...languages.filter((language) => !fixed.includes(language))];
  const [active, setActive] = useState<Language>(shown[0] ?? "EN");
  const [adding, setAdding] = useState<Language | "">("");
  const current = shown.includes(active) ? active : (shown[0] ?? "EN");
  const addable = offered.filter((language) => !shown.includes(language));
  return (
    <div className="language-panels">
      <div className="language-panels__bar">
        <Tabs
          idPrefix={prefix}
          label={label}
          active={current}
          onChange={setActive}
          tabs={shown.map((language) => ({
            id: language,
            label: `${language} · ${LANGUAGE_NAMES[language]}`,
            alert: alerts.includes(language),
          }))}
        />
        {addable.length > 0 && (
          <div className="language-panels__add">
            <label className="visually-hidden" htmlFor={`${prefix}-add`}>
              {t("languages.addLabel")}
            </label>
            <select
              id={`${prefix}-add`}
              className="input select input--small"
              value={adding}
              onChange={(event) => setAdding(event.target.value as Language | "")}
            >
              <option value="">{t("languages.choose")}</option>
              {addable.map((language) => (
                <option key={language} value={language}>
                  {language} · {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
            <Button
              size="small"
              icon={<Icon name="plus" />}
              disabled={!adding}
              onClick={() => {
                if (!adding) return;
                onAdd(adding);
                setActive(adding);
                setAdding("");
              }}
            >
              {t("languages.add")}
            </Button>
          </div>
        )}
      </div>
      {shown.map((language) => (
        <TabPanel key={language} idPrefix={prefix} id={language} active={language === current}>
          {render(language)}
          {!fixed.includes(language) && (
            <Button
              size="small"
              variant="ghost"
              icon={<Icon name="trash" />}
              onClick={() => {
                onRemove(language);
                setActive(shown[0] ?? "EN");
              }}
            >
              {t("languages.remove", { language: LANGUAGE_NAMES[language] })}
            </Button>
          )}
        </TabPanel>
      ))}
    </div>
  );
}
