import { useTranslation } from "react-i18next";

/** A value as indented JSON (audit before/after). */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  const { t } = useTranslation();
  const empty = value === undefined || value === null;
  return (
    <figure className="json-view">
      <figcaption className="json-view__label">{label}</figcaption>
      {empty ? (
        <p className="muted small">{t("states.none")}</p>
      ) : (
        <pre className="json-view__code">{JSON.stringify(value, null, 2)}</pre>
      )}
    </figure>
  );
}
