import { fieldMessage } from "@lotus/contracts";
import type { z } from "zod";

/** A request part (body, query, params) failed its contract schema. */
export class RequestValidationError extends Error {
  statusCode = 400;
  validationContext?: string;
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super("request validation failed");
    this.name = "RequestValidationError";
  }
}

/** One translated message per field path, the first issue of each field winning. */
export function issuesToFieldMessages(
  issues: readonly z.core.$ZodIssue[],
  language: string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (path: string, message: string) => {
    if (!(path in fields)) fields[path] = message;
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join(".") || "_";
    switch (issue.code) {
      case "unrecognized_keys":
        for (const key of issue.keys)
          put([...issue.path.map(String), key].join("."), fieldMessage("unknownField", language));
        break;
      case "invalid_type":
        put(
          path,
          issue.input === undefined || issue.input === null || issue.input === ""
            ? fieldMessage("empty", language, { field: path })
            : fieldMessage("invalid", language),
        );
        break;
      case "too_big":
        put(path, fieldMessage("tooLong", language, { max: String(issue.maximum) }));
        break;
      case "too_small":
        put(
          path,
          issue.minimum === 1 && issue.origin === "string"
            ? fieldMessage("empty", language, { field: path })
            : fieldMessage("invalid", language),
        );
        break;
      default: {
        // A missing enum or literal value is empty, not invalid (issues carry their input: reportInput).
        const input = (issue as { input?: unknown }).input;
        const missing = "input" in issue && (input === undefined || input === null || input === "");
        put(
          path,
          missing ? fieldMessage("empty", language, { field: path }) : fieldMessage("invalid", language),
        );
      }
    }
  }
  return fields;
}
