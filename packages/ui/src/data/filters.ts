/**
 * Filters kept in the URL query, so a filtered page can be reloaded, shared and navigated back to.
 * Pure: parse the query into values the fields accept, and write a change back (which resets paging).
 */
export interface FilterOption {
  value: string;
  label: string;
}

interface FieldBase {
  /** The query parameter (a date range uses `<name>From` and `<name>To`). */
  name: string;
  label: string;
}

export type FilterField =
  | (FieldBase & {
      kind: "text";
      placeholder?: string;
      maxLength?: number;
      /** Values offered while typing; any other text is still accepted. */
      suggestions?: readonly string[];
    })
  | (FieldBase & {
      kind: "select" | "status";
      options: readonly FilterOption[];
      allLabel?: string;
      /** Always one of the options (no "All" added); `defaultValue`, else the first, when the URL has none. */
      required?: boolean;
      defaultValue?: string;
    })
  | (FieldBase & { kind: "dateRange" });

export type FilterValues = Record<string, string>;

/** Translated messages by query parameter, for values the list must not be filtered by. */
export type FilterErrors = Partial<Record<string, string>>;
export type FilterValidator = (values: FilterValues) => FilterErrors;

export const PAGE_PARAM = "page";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query parameters a field owns. */
export function fieldParams(field: FilterField): string[] {
  return field.kind === "dateRange" ? [`${field.name}From`, `${field.name}To`] : [field.name];
}

function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function requiredDefault(field: { options: readonly FilterOption[]; defaultValue?: string }): string {
  return field.defaultValue ?? field.options[0]?.value ?? "";
}

/** A raw parameter as the field accepts it, or "" when it is missing or not acceptable. */
function accept(field: FilterField, raw: string): string {
  const value = raw.trim();
  switch (field.kind) {
    case "text":
      return field.maxLength ? value.slice(0, field.maxLength) : value;
    case "select":
    case "status":
      if (field.options.some((option) => option.value === value)) return value;
      return field.required ? requiredDefault(field) : "";
    case "dateRange":
      return isRealDay(value) ? value : "";
  }
}

/** Every field's value from the query; unknown or malformed values read as "" (no filter). */
export function readFilters(params: URLSearchParams, fields: readonly FilterField[]): FilterValues {
  const values: FilterValues = {};
  for (const field of fields) {
    for (const param of fieldParams(field)) values[param] = accept(field, params.get(param) ?? "");
  }
  // A range given backwards is read in order, so "from" is never after "to".
  for (const field of fields) {
    if (field.kind !== "dateRange") continue;
    const from = values[`${field.name}From`] ?? "";
    const to = values[`${field.name}To`] ?? "";
    if (from && to && from > to) {
      values[`${field.name}From`] = to;
      values[`${field.name}To`] = from;
    }
  }
  return values;
}

/** The query after one filter changed: empty values leave the URL, and paging starts over. */
export function writeFilters(params: URLSearchParams, changes: FilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [param, value] of Object.entries(changes)) {
    if (value.trim()) next.set(param, value.trim());
    else next.delete(param);
  }
  next.delete(PAGE_PARAM);
  return next;
}

/** The query without any of the fields' filters (other parameters, such as the sort, stay). */
export function clearFilters(params: URLSearchParams, fields: readonly FilterField[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const field of fields) for (const param of fieldParams(field)) next.delete(param);
  next.delete(PAGE_PARAM);
  return next;
}

/** The page number in the query: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function writePage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  return next;
}

/** Whether the list is filtered at all (for the Reset button); a required choice alone does not count. */
export function hasFilters(values: FilterValues, fields: readonly FilterField[]): boolean {
  return fields.some((field) =>
    fieldParams(field).some((param) => {
      const value = values[param] ?? "";
      const isDefault = "required" in field && field.required && value === requiredDefault(field);
      return value !== "" && !isDefault;
    }),
  );
}

export function hasErrors(errors: FilterErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * A change to validated filters. The values it would leave (the URL's, earlier pending ones and the
 * change) are checked together: when they pass, the change and the pending values go to the URL at
 * once; when not, they wait as pending, shown with their errors, and the URL keeps its last valid query.
 */
export function checkChange(
  current: FilterValues,
  pending: FilterValues,
  changes: FilterValues,
  validate: FilterValidator,
): { apply: FilterValues | null; pending: FilterValues } {
  const waiting: FilterValues = { ...pending };
  for (const [param, value] of Object.entries(changes)) waiting[param] = value.trim();
  if (hasErrors(validate({ ...current, ...waiting }))) return { apply: null, pending: waiting };
  return { apply: waiting, pending: {} };
}
