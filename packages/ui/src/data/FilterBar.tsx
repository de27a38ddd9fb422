import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldMessage } from "../primitives/Field";
import { describedBy } from "../primitives/field-ids";
import { type FilterErrors, type FilterField, type FilterValues, hasFilters } from "./filters";
import type { FilterState } from "./use-filters";

/** Typing waits this long before the list reloads. */
export const TEXT_DEBOUNCE_MS = 300;

interface FilterBarProps {
  fields: readonly FilterField[];
  state: Pick<FilterState, "values" | "setFilters" | "reset"> & { errors?: FilterErrors };
  /** Extra controls at the end of the bar (e.g. an export button). */
  children?: ReactNode;
}

function LabelledControl({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** The control's link to the message under it. */
const invalidProps = (id: string, error: string | undefined) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": describedBy(id, error),
});

function TextFilter({
  field,
  value,
  error,
  onCommit,
}: {
  field: Extract<FilterField, { kind: "text" }>;
  value: string;
  error?: string;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [draft, setDraft] = useState(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  // The URL wins when it changes from elsewhere (back button, reset).
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commit.current(draft), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <LabelledControl id={id} label={field.label} error={error}>
      <input
        id={id}
        className="input"
        type="search"
        value={draft}
        placeholder={field.placeholder}
        maxLength={field.maxLength}
        list={field.suggestions ? listId : undefined}
        spellCheck={false}
        {...invalidProps(id, error)}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onCommit(draft);
        }}
      />
      {field.suggestions && (
        <datalist id={listId}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </LabelledControl>
  );
}

function SelectFilter({
  field,
  value,
  error,
  onCommit,
}: {
  field: Extract<FilterField, { kind: "select" | "status" }>;
  value: string;
  error?: string;
  onCommit: (value: string) => void;
}) {
  const { t } = useTranslation("ui");
  const id = useId();
  return (
    <LabelledControl id={id} label={field.label} error={error}>
      <select
        id={id}
        className="input select"
        value={value}
        {...invalidProps(id, error)}
        onChange={(event) => onCommit(event.target.value)}
      >
        {!field.required && <option value="">{field.allLabel ?? t("filters.all")}</option>}
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

function DateRangeFilter({
  field,
  values,
  errors,
  onCommit,
}: {
  field: Extract<FilterField, { kind: "dateRange" }>;
  values: FilterValues;
  errors: FilterErrors;
  onCommit: (changes: FilterValues) => void;
}) {
  const { t } = useTranslation("ui");
  const fromId = useId();
  const toId = useId();
  const from = `${field.name}From`;
  const to = `${field.name}To`;
  return (
    <fieldset className="plain-fieldset filter-bar__range">
      <legend className="visually-hidden">{field.label}</legend>
      <LabelledControl id={fromId} label={`${field.label}: ${t("filters.from")}`} error={errors[from]}>
        <input
          id={fromId}
          {...invalidProps(fromId, errors[from])}
          className="input"
          type="date"
          value={values[from] ?? ""}
          max={values[to] || undefined}
          onChange={(event) => onCommit({ [from]: event.target.value })}
        />
      </LabelledControl>
      <LabelledControl id={toId} label={`${field.label}: ${t("filters.to")}`} error={errors[to]}>
        <input
          id={toId}
          {...invalidProps(toId, errors[to])}
          className="input"
          type="date"
          value={values[to] ?? ""}
          min={values[from] || undefined}
          onChange={(event) => onCommit({ [to]: event.target.value })}
        />
      </LabelledControl>
    </fieldset>
  );
}

/**
 * The filters of a list, described by config and kept in the URL; any change starts at page 1.
 * Values useFilters' `validate` refuses show their message under the field and are not applied.
 */
export function FilterBar({ fields, state, children }: FilterBarProps) {
  const { t } = useTranslation("ui");
  const { values, setFilters, reset } = state;
  const errors = state.errors ?? {};
  return (
    <search className="filters filter-bar" aria-label={t("filters.label")}>
      {fields.map((field) => {
        if (field.kind === "text")
          return (
            <TextFilter
              key={field.name}
              field={field}
              value={values[field.name] ?? ""}
              error={errors[field.name]}
              onCommit={(value) => setFilters({ [field.name]: value })}
            />
          );
        if (field.kind === "dateRange")
          return (
            <DateRangeFilter
              key={field.name}
              field={field}
              values={values}
              errors={errors}
              onCommit={setFilters}
            />
          );
        return (
          <SelectFilter
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            onCommit={(value) => setFilters({ [field.name]: value })}
          />
        );
      })}
      {hasFilters(values, fields) && (
        <button type="button" className="btn btn--ghost filter-bar__reset" onClick={reset}>
          {t("filters.reset")}
        </button>
      )}
      {children}
    </search>
  );
}
