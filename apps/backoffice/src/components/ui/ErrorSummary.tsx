import { useTranslation } from "react-i18next";
import { flattenErrors } from "../../lib/form";

/** The visible label of the field registered under this path, if it is on the page. */
function labelOnPage(path: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const field = document.querySelector<HTMLInputElement>(`[name="${CSS.escape(path)}"]`);
  const text = field?.labels?.[0]?.textContent?.replace(/\s*\*$/, "").trim();
  return text || undefined;
}

/**
 * The form's errors in one list above the buttons, so a message on a field in another tab, or
 * on a path no field shows, is still read. Fields are named by their label on the page, else by
 * `label(path)`, else by the path.
 */
export function ErrorSummary({
  errors,
  label,
}: {
  errors: unknown;
  label?: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const list = flattenErrors(errors);
  if (list.length === 0) return null;
  return (
    <div className="alert alert--error error-summary" role="alert">
      <p className="error-summary__title">{t("form.errorSummary", { count: list.length })}</p>
      <ul>
        {list.map((entry) => (
          <li key={entry.path}>
            {entry.path.startsWith("root")
              ? entry.message
              : `${label?.(entry.path) ?? labelOnPage(entry.path) ?? entry.path}: ${entry.message}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
