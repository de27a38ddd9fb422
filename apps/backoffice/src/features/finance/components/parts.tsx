import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/ui/Field";
import { Badge } from "../../../components/ui/States";
import { statusTone } from "./finance-helpers";

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("finance");
  return <Badge tone={statusTone(status)}>{t(`statuses.${status}` as "statuses.pending", status)}</Badge>;
}

/** Status filter of a queue: every status, or all. */
export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[];
  value: S | "";
  onChange: (status: S | "") => void;
}) {
  const { t } = useTranslation("finance");
  return (
    <SelectField
      label={t("filters.status")}
      value={value}
      onChange={(event) => onChange(event.target.value as S | "")}
    >
      <option value="">{t("filters.all")}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {t(`statuses.${status}` as "statuses.pending", status)}
        </option>
      ))}
    </SelectField>
  );
}
