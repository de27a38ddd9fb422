/**
 * A plausible valid value for a JSON schema (as the OpenAPI document publishes it), so that a fuzz
 * case can break one field while the others pass validation and the request reaches the handler.
 */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

const TEXT_CANDIDATES = [
  "Abc12345",
  "abc123",
  "1",
  "100",
  "EN",
  "a@example.com",
  "0912345678",
  "+84912345678",
  "2026-01-01",
  "ABCD",
  "AB34",
  "x",
  "0123456789abcdef".repeat(4),
];

function sampleText(schema: JsonSchema): string {
  if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000001";
  if (schema.format === "email") return "a@example.com";
  if (schema.format === "date-time") return "2026-01-01T00:00:00.000Z";
  if (schema.format === "uri" || schema.format === "url") return "https://example.com/a";
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (text: string) =>
    text.length >= min &&
    text.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern, "u").test(text));
  const found = TEXT_CANDIDATES.find(fits);
  if (found) return found;
  return "a".repeat(Math.max(1, min));
}

export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleOf(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== "null") : schema.type;
  switch (type) {
    case "string":
      return sampleText(schema);
    case "integer":
    case "number": {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case "boolean":
      return true;
    case "array":
      return [];
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const sample = sampleOf(property, depth + 1);
        if (sample !== undefined) value[name] = sample;
      }
      return value;
    }
    default:
      return undefined;
  }
}
