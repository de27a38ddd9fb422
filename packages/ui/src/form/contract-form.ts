import { zodResolver } from "@hookform/resolvers/zod";
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from "react-hook-form";

/**
 * Form binding on the contracts' zod schemas (DESIGN §7): react-hook-form validates through
 * `@hookform/resolvers/zod`, so a form refuses what the server refuses; every zod issue becomes
 * one translated message from the SPA's validation texts, and the server's `value.fields` land on
 * the same paths.
 */

/** What the kit reads of a zod issue to name the problem (zod's raw issue carries these). */
export interface ContractIssue {
  readonly code?: string;
  readonly input?: unknown;
  readonly origin?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
  readonly expected?: string;
  readonly exact?: boolean;
}

/** An issue as safeParse reports it: where, and the server-side English note. */
export interface ContractParseIssue extends ContractIssue {
  readonly path: PropertyKey[];
  readonly message: string;
}

export type ParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly ContractParseIssue[] } };

/** A contract schema as zod builds it: its output type is what the submit handler receives. */
export interface ContractSchema<TOutput> {
  readonly _zod: { readonly output: TOutput };
  safeParse(data: unknown, params?: { reportInput?: boolean }): ParseResult<TOutput>;
}

/** What a schema produces (zod's output type). */
export type SchemaOutput<S> = S extends ContractSchema<infer O> ? O : never;

/** The body a call's schema produces: trimmed, defaults applied. */
export type BodyOf<C extends { body?: unknown }> = SchemaOutput<NonNullable<C["body"]>>;

/** A call's schema that the contract may leave optional; its absence is a programming error. */
export function defined<T>(schema: T | undefined): T {
  if (schema === undefined) throw new Error("the call defines no schema for this part");
  return schema;
}

/** Keys of the SPA's validation texts and the values their text needs. */
export type ValidationMessage =
  | { key: "required" | "enterNumber" | "wholeNumber" | "format" | "option" | "invalid" | "notAllowed" }
  | { key: "tooShort" | "tooLong" | "exactLength" | "tooFewItems" | "tooManyItems"; count: number }
  | { key: "tooSmall" | "tooBig"; limit: number };

export type TranslateValidation = (message: ValidationMessage) => string;

/** An app's i18n call for `validation.<key>`, with the count or limit its text names. */
export type ValidationTexts = (
  key: `validation.${ValidationMessage["key"]}`,
  values?: { count: number } | { limit: number },
) => string;

/** The messages of the app's validation.* texts: the counted ones with their count, the bounds with their limit. */
export function validationText(texts: ValidationTexts): TranslateValidation {
  return (message) => {
    if ("count" in message) return texts(`validation.${message.key}`, { count: message.count });
    if ("limit" in message) return texts(`validation.${message.key}`, { limit: message.limit });
    return texts(`validation.${message.key}`);
  };
}

const isBlank = (input: unknown) => input === undefined || input === null || input === "";

function limitOf(value: unknown): number {
  return typeof value === "bigint" ? Number(value) : typeof value === "number" ? value : 0;
}

/** What the user is told about one schema issue. */
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

/**
 * One message per field path, the first issue of each field winning (as the server does), for
 * checks outside a form (a list editor, a single input); forms use contractResolver.
 */
export function issuesToFieldErrors(
  issues: readonly ContractParseIssue[],
  translate: TranslateValidation,
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

/** Flat path → message map as react-hook-form's nested errors object (lists nest as arrays). */
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
 * Schema-level texts of the contracts (".regex(re, 'base64')") are English notes for the server's
 * logs and take precedence over a parse's error map in zod; a message the map did not write is
 * therefore replaced by the translated text of its issue code (react-hook-form's `type`).
 */
function translateSchemaTexts(errors: unknown, written: Set<string>, translate: TranslateValidation): void {
  if (typeof errors !== "object" || errors === null) return;
  const entry = errors as { message?: unknown; type?: unknown };
  if (typeof entry.message === "string" && typeof entry.type === "string") {
    if (!written.has(entry.message)) entry.message = translate(describeIssue({ code: entry.type }));
    return;
  }
  for (const [key, value] of Object.entries(errors)) {
    if (key !== "ref" && key !== "types") translateSchemaTexts(value, written, translate);
  }
}

export interface ContractRules<TValues, TOutput> {
  /** Rules the schema cannot express (confirmation equals password, min ≤ max), as path → message. */
  check?: (output: TOutput, values: TValues) => Record<string, string | undefined>;
  /**
   * Rules on the form's raw values that are told even when the schema refuses, so every field's
   * problem shows at once; their message wins over the schema's on the same path (it names the
   * problem better, e.g. "min above max" where the schema only says "invalid").
   */
  checkAlways?: (values: TValues) => Record<string, string | undefined>;
  /** Turns the form's values into the schema's input (form names differ from the body's). */
  prepare?: (values: TValues) => unknown;
  /** Renames a schema issue's path to the form field that shows it ("bank.bankName" → "bankName"). */
  mapPath?: (path: string) => string;
}

function givenMessages(messages: Record<string, string | undefined> | undefined): [string, string][] {
  return Object.entries(messages ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
}

/**
 * A react-hook-form resolver on a contract schema through zodResolver: the schema's output
 * (trimmed, defaults applied) is what the submit handler receives.
 */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: ContractSchema<TOutput>,
  translate: TranslateValidation,
  rules: ContractRules<TValues, TOutput> = {},
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => {
    const written = new Set<string>();
    const resolve = zodResolver(schema as never, {
      reportInput: true,
      error: (issue: ContractIssue) => {
        const message = translate(describeIssue(issue));
        written.add(message);
        return message;
      },
    }) as unknown as Resolver<FieldValues, unknown, TOutput>;
    const input = (rules.prepare ? rules.prepare(values) : values) as FieldValues;
    const result = await resolve(input, context, options as never);
    const refused = Object.keys(result.errors).length > 0;
    if (refused) translateSchemaTexts(result.errors, written, translate);
    const always = givenMessages(rules.checkAlways?.(values));
    if (refused && !rules.mapPath && always.length === 0) {
      return { values: {}, errors: result.errors as FieldErrors<TValues> };
    }
    if (refused || always.length > 0) {
      const rename = rules.mapPath ?? ((path: string) => path);
      const fields: Record<string, string> = {};
      for (const { path, message } of flattenErrors(result.errors)) {
        // A list's own error sits at "<list>.root" in react-hook-form; the field is the list.
        const name = rename(path.endsWith(".root") ? path.slice(0, -".root".length) : path);
        if (!(name in fields)) fields[name] = message;
      }
      for (const [path, message] of always) fields[path] = message;
      return { values: {}, errors: nestErrors<TValues>(fields) };
    }
    const output = result.values as TOutput;
    const extra = givenMessages(rules.check?.(output, values));
    if (extra.length === 0) return { values: output, errors: {} };
    return { values: {}, errors: nestErrors<TValues>(Object.fromEntries(extra)) };
  };
}

/** useForm bound to a contract schema: the SPA passes its translated texts, fields and defaults. */
export function useContractForm<TValues extends FieldValues, TOutput>(
  schema: ContractSchema<TOutput>,
  options: ContractRules<TValues, TOutput> & {
    translate: TranslateValidation;
  } & Omit<UseFormProps<TValues, unknown, TOutput>, "resolver">,
): UseFormReturn<TValues, unknown, TOutput> {
  const { translate, check, checkAlways, prepare, mapPath, ...formProps } = options;
  return useForm<TValues, unknown, TOutput>({
    ...formProps,
    resolver: contractResolver(schema, translate, { check, checkAlways, prepare, mapPath }),
  });
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
 * Puts the server's per-field messages (`value.fields`) on the form's fields; a message about the
 * whole body ("_" or "") goes to root.server. Returns how many were placed; `mapPath` renames
 * paths when the form's names differ from the body's.
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
