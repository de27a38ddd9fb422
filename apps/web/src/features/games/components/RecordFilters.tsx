import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/Field";
import { dayKey } from "../../../lib/format";
import { useWhitelabel } from "../../../lib/queries";
import {
  type DateRange,
  matchingQuickRange,
  QUICK_RANGES,
  quickRange,
  type RangeProblem,
  rangeProblem,
} from "../model/records";
import "./records.css";

/** Today (yyyy-MM-dd) in the brand's time zone (DESIGN §5). */
export function useBrandToday(): string {
  const { timeZone } = useWhitelabel();
  return dayKey(Date.now(), timeZone);
}

/**
 * Quick ranges (today, yesterday, 7 days) that search at once, a from/to range in the brand's time
 * zone and the page's other filters, applied with the search button.
 */
export function RecordFilters<T extends DateRange>({
  value,
  today,
  onApply,
  children,
}: {
  value: T;
  today: string;
  onApply: (value: T) => void;
  /** The page's other filters: they get the draft and change it. */
  children?: (draft: T, setDraft: (next: T) => void) => ReactNode;
}) {
  const { t } = useTranslation("games");
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<RangeProblem>();
  const chosen = matchingQuickRange(value, today);

  const apply = (next: T) => {
    const found = rangeProblem(next, today);
    setProblem(found);
    if (!found) onApply(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const message = problem ? t(`records.range.${problem}`) : undefined;

  return (
    <form className="record-filters" onSubmit={onSubmit} noValidate aria-label={t("records.filters")}>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields to wrap in a fieldset */}
      <div className="record-filters__quick" role="group" aria-label={t("records.quick.label")}>
        {QUICK_RANGES.map((kind) => (
          <button
            key={kind}
            type="button"
            className="tag-chip"
            aria-pressed={chosen === kind}
            onClick={() => {
              const next = { ...draft, ...quickRange(kind, today) };
              setDraft(next);
              apply(next);
            }}
          >
            {t(`records.quick.${kind}`)}
          </button>
        ))}
      </div>
      <div className="record-filters__fields">
        <TextField
          label={t("records.from")}
          type="date"
          value={draft.from}
          max={today}
          error={problem === "future" || problem === "format" ? message : undefined}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label={t("records.to")}
          type="date"
          value={draft.to}
          max={today}
          error={problem === "order" || problem === "tooLong" ? message : undefined}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        {children?.(draft, setDraft)}
        <button type="submit" className="btn btn--primary record-filters__submit">
          {t("records.search")}
        </button>
      </div>
    </form>
  );
}
