import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField, TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { dayKey } from "../../../lib/format";
import { pageCount } from "../../../lib/pagination";
import { useMoney } from "../hooks/use-money";
import { type DateRange, defaultRange, type RangeProblem, rangeProblem } from "../model/record-filters";

/** Today in the brand's time zone (yyyy-MM-dd). */
export function useToday(): string {
  const { timeZone } = useMoney();
  return dayKey(Date.now(), timeZone);
}

export interface RecordFilterValue extends DateRange {
  /** The extra filter (type or status); "" for all. */
  option: string;
}

export function initialFilters(today: string): RecordFilterValue {
  return { ...defaultRange(today), option: "" };
}

/**
 * Date range (brand time zone, yyyy-MM-dd) and one more filter, applied with a search button so
 * each change does not fire a request.
 */
export function RecordFilterBar({
  value,
  onApply,
  optionLabel,
  options,
  today,
}: {
  value: RecordFilterValue;
  onApply: (value: RecordFilterValue) => void;
  optionLabel: string;
  options: readonly { value: string; label: string }[];
  today: string;
}) {
  const { t } = useTranslation("wallet");
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<RangeProblem>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft, today);
    setProblem(found);
    if (!found) onApply(draft);
  };
  const message = problem ? t(`records.range.${problem}`) : undefined;

  return (
    <form className="wallet-filters" onSubmit={onSubmit} noValidate aria-label={t("records.filters")}>
      <TextField
        label={t("records.from")}
        type="date"
        value={draft.from}
        max={today}
        error={problem === "future" ? message : undefined}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
      />
      <TextField
        label={t("records.to")}
        type="date"
        value={draft.to}
        error={problem && problem !== "future" ? message : undefined}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
      />
      <SelectField
        label={optionLabel}
        value={draft.option}
        onChange={(event) => setDraft({ ...draft, option: event.target.value })}
      >
        <option value="">{t("records.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn btn--primary wallet-filters__submit">
        {t("records.search")}
      </button>
    </form>
  );
}

/** A records table with its caption, scrolling sideways on narrow screens. */
export function RecordTable({
  caption,
  headers,
  children,
  busy,
}: {
  caption: string;
  headers: readonly string[];
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <div className="wallet-table-wrap">
      <table className="wallet-table" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** SPEC §9 paginator under a list of `total` rows. */
export function RecordPaginator({
  page,
  total,
  pageSize,
  onChange,
}: {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  return <Paginator page={page} pages={pageCount(total, pageSize)} onChange={onChange} />;
}

/** The empty line of a list. */
export function NoRecords({ text }: { text: string }) {
  return <p className="wallet-empty">{text}</p>;
}
