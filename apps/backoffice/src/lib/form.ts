import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * Forms validate with the contracts' zod schemas before submitting (DESIGN §7). These helpers
 * keep the form code free of zod: a schema is anything with zod's safeParse, issues become one
 * message per field path, and the server's `value.fields` land on the same paths.
 */
export interface ContractIssue {
  readonly code?: string;
  readonly path: PropertyKey[];
  readonly message: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly expected?: string;
  readonly exact?: boolean;
}

export type ParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly ContractIssue[] } };

export interface ContractSchema<T> {
  safeParse(data: unknown, params?: { reportInput?: boolean }): ParseResult<T>;
}

/** What a schema produces (zod's output type), read from its parse method. */
export type SchemaOutput<S> = S extends { parse(data: unknown, ...rest: never[]): infer O } ? O : never;

/** The body a call's schema produces: trimmed, defaults applied. */
export type BodyOf<C extends { body?: unknown }> = SchemaOutput<NonNullable<C["body"]>>;

/** A call's schema that the contract may leave optional; its absence is a programming error. */
export function defined<T>(schema: T | undefined): T {
  if (schema === undefined) throw new Error("the call defines no schema for this part");
  return schema;
}

/** Keys of common:validation.* and the values their text needs. */
export type ValidationMessage =
  | { key: "required" | "enterNumber" | "wholeNumber" | "format" | "option" | "invalid" | "notAllowed" }
  | { key: "tooShort" | "tooLong" | "exactLength" | "tooFewItems" | "tooManyItems"; count: number }
  | { key: "tooSmall" | "tooBig"; limit: number };

const isBlank = (input: unknown) => input === undefined || input === null || input === "";

function limitOf(value: unknown): number {
  return typeof value === "bigint" ? Number(value) : typeof value === "number" ? value : 0;
}

/** What the operator is told about one schema issue. */
export function describeIssue(issue: ContractIssue): ValidationMessage {
  switch (issue.code) {
    case "invalid_type":
      if (typeof issue.input === "number" && Number.isNaN(issue.input)) return { key: "enterNumber" };
      if (isBlank(issue.input)) return { key: "required" };
      if (issue.expected === "int") return { key: "wholeNumber" };
      if (issue.expected === "number") return { key: "enterNumber" };
      return { key: "invalid" };
    case "too_small": {
      const limit = limitOf(issue.minimum);
      if (issue.origin === "string" && issue.exact) return { key: "exactLength", count: limit };
      if (issue.origin === "string")
        return limit <= 1 ? { key: "required" } : { key: "tooShort", count: limit };
      if (issue.origin === "array" || issue.origin === "set") return { key: "tooFewItems", count: limit };
      return { key: "tooSmall", limit };
    }
    case "too_big": {
      const limit = limitOf(issue.maximum);
      if (issue.origin === "string" && issue.exact) return { key: "exactLength", count: limit };
      if (issue.origin === "string") return { key: "tooLong", count: limit };
      if (issue.origin === "array" || issue.origin === "set") return { key: "tooManyItems", count: limit };
      return { key: "tooBig", limit };
    }
    case "invalid_format":
    case "invalid_union":
      return { key: "format" };
    case "invalid_value":
      return { key: "option" };
    case "unrecognized_keys":
      return { key: "notAllowed" };
    default:
      return { key: "invalid" };
  }
}

/** Dotted path of an issue ("settings.resources.0.url"); issues about the whole value go to "root". */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? "root" : path.map(String).join(".");
}

/** One message per field path, the first issue of each field winning (as the server does). */
export function issuesToFieldErrors(
  issues: readonly ContractIssue[],
  translate: (message: ValidationMessage) => string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const keys = (issue as { keys?: unknown }).keys;
    const paths =
      issue.code === "unrecognized_keys" && Array.isArray(keys)
        ? keys.map((key) => issuePath([...issue.path, String(key)]))
        : [issuePath(issue.path)];
    for (const path of paths) {
      if (!(path in fields)) fields[path] = translate(describeIssue(issue));
    }
  }
  return fields;
}

/** Flat path → message map as react-hook-form's nested errors object. */
export function nestErrors<T extends FieldValues>(
  fields: Record<string, string>,
  type = "validate",
): FieldErrors<T> {
  const root: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fields)) {
    const segments = path.split(".");
    let node: Record<string, unknown> = root;
    segments.forEach((segment, index) => {
      if (index === segments.length - 1) {
        node[segment] = { type, message };
        return;
      }
      const next = node[segment];
      if (typeof next !== "object" || next === null || "message" in next) {
        node[segment] = /^\d+$/.test(segments[index + 1] ?? "") ? [] : {};
      }
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root as FieldErrors<T>;
}

/**
 * A react-hook-form resolver on a contract schema: the schema's output (trimmed, defaults
 * applied) is what the submit handler receives. `check` adds rules the schema cannot express
 * (confirmation equals password, min ≤ max), as path → message.
 */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: ContractSchema<TOutput>,
  translate: (message: ValidationMessage) => string,
  check?: (output: TOutput, values: TValues) => Record<string, string | undefined>,
  prepare: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, TOutput> {
  return (values) => {
    const result = schema.safeParse(prepare(values), { reportInput: true });
    const fields = result.success
      ? definedEntries(check?.(result.data, values) ?? {})
      : issuesToFieldErrors(result.error.issues, translate);
    if (result.success && Object.keys(fields).length === 0) return { values: result.data, errors: {} };
    return { values: {}, errors: nestErrors<TValues>(fields) };
  };
}

function definedEntries(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Walks react-hook-form's errors into (path, message) pairs, for the error summary above a form. */
export function flattenErrors(errors: unknown, prefix = ""): { path: string; message: string }[] {
  if (typeof errors !== "object" || errors === null) return [];
  const entry = errors as { message?: unknown; type?: unknown };
  if (typeof entry.message === "string" && entry.message && typeof entry.type === "string") {
    return [{ path: prefix || "root", message: entry.message }];
  }
  const list: { path: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    // ref points at the DOM element; types holds the per-rule messages.
    if (key === "ref" || key === "types") continue;
    list.push(...flattenErrors(value, prefix ? `${prefix}.${key}` : key));
  }
  return list;
}

/**
 * Puts the server's per-field messages (`value.fields`) on the form's fields. Returns how many
 * were placed; `mapPath` renames paths when the form's names differ from the body's.
 */
export function applyServerErrors(
  fields: Record<string, string>,
  setError: (name: string, error: { type: string; message: string }) => void,
  mapPath: (path: string) => string = (path) => path,
): number {
  let placed = 0;
  for (const [path, message] of Object.entries(fields)) {
    setError(path === "_" || path === "" ? "root.server" : mapPath(path), { type: "server", message });
    placed++;
  }
  return placed;
}

/** Only the top-level fields whose value differs from where the form started, for PATCH calls. */
export function changedFrom<T extends Record<string, unknown>>(values: T, initial: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (JSON.stringify(values[key]) !== JSON.stringify(initial[key])) changed[key] = values[key];
  }
  return changed;
}

/** Empty text inputs mean "none" for nullable fields. */
export function emptyToNull(value: unknown): string | null {
  if (typeof value !== "string") return value === undefined ? null : (value as string | null);
  return value.trim() === "" ? null : value;
}

/** Removes blank entries from a per-language text, so the site falls back to EN instead of showing nothing. */
export function withoutBlankLanguages<T extends Record<string, string | undefined>>(
  text: T,
  isBlank = (value: string) => value.trim() === "",
): T {
  return Object.fromEntries(
    Object.entries(text).filter(([, value]) => value !== undefined && !isBlank(value)),
  ) as T;
}
