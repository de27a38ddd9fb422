import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Theme } from "../../../lib/theme";
import type { KitSample } from "../samples/kit-sample";

/** Both console themes: a panel sets data-theme, so the token variables switch inside it only. */
const THEMES: readonly Theme[] = ["light", "dark"];

/** One showcase entry: what it is, where to import it from, and the sample in each theme. */
export function SampleCard({ sample }: { sample: KitSample }) {
  const { t } = useTranslation("kit");
  const headingId = useId();
  const { Sample } = sample;
  return (
    <article className="card kit-entry" aria-labelledby={headingId}>
      <header className="card__header">
        <div className="kit-entry__intro">
          <h3 id={headingId} className="card__title">
            {t(`groups.${sample.group}.title`)}
          </h3>
          <p className="muted">{t(`groups.${sample.group}.about`)}</p>
        </div>
        <p className="kit-entry__imports small">
          <span className="muted">{t("importFrom")}</span>
          {sample.importPaths.map((path) => (
            <code key={path} className="mono">
              {path}
            </code>
          ))}
        </p>
      </header>
      <div className="kit-entry__themes">
        {THEMES.map((theme) => (
          <figure key={theme} className="kit-theme" data-theme={theme}>
            <figcaption className="kit-theme__name">{t(`themes.${theme}`)}</figcaption>
            <Sample />
          </figure>
        ))}
      </div>
    </article>
  );
}
