import {
  brandIdentity,
  operatorCreateCall,
  regionRulesUpdateCall as regionCall,
  memberPasswordResetCall as resetCall,
  regionTestCall as testCall,
  vendorCode,
} from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  applyServerErrors,
  contractResolver,
  defined,
  describeIssue,
  flattenErrors,
  issuesToFieldErrors,
  nestErrors,
  type ValidationMessage,
  validationText,
} from "./contract-form";

const translate = (message: ValidationMessage) =>
  "count" in message
    ? `${message.key}:${message.count}`
    : "limit" in message
      ? `${message.key}:${message.limit}`
      : message.key;

const operatorBody = defined(operatorCreateCall.body);
const memberPasswordResetCall = { body: defined(resetCall.body) };
const regionRulesUpdateCall = { body: defined(regionCall.body) };
const regionTestCall = { query: defined(testCall.query) };
const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

describe("describeIssue on the contracts' schemas", () => {
  function firstIssue(
    schema: { safeParse: (v: unknown, p?: { reportInput?: boolean }) => unknown },
    value: unknown,
  ) {
    const result = schema.safeParse(value, { reportInput: true }) as {
      success: boolean;
      error?: { issues: never[] };
    };
    expect(result.success).toBe(false);
    return result.error?.issues ?? [];
  }

  it("calls an empty or missing required text 'required'", () => {
    const issues = firstIssue(memberPasswordResetCall.body, { temporaryPassword: "abcdef", reason: "  " });
    expect(issuesToFieldErrors(issues, translate)).toEqual({ reason: "required" });
    const missing = firstIssue(memberPasswordResetCall.body, { temporaryPassword: "abcdef" });
    expect(issuesToFieldErrors(missing, translate)).toEqual({ reason: "required" });
  });

  it("names length limits of strings, numbers and lists", () => {
    const short = firstIssue(memberPasswordResetCall.body, { temporaryPassword: "abc", reason: "r" });
    expect(issuesToFieldErrors(short, translate)).toEqual({ temporaryPassword: "tooShort:6" });
    const long = firstIssue(memberPasswordResetCall.body, { temporaryPassword: "a".repeat(65), reason: "r" });
    expect(issuesToFieldErrors(long, translate)).toEqual({ temporaryPassword: "tooLong:64" });
    const digits = firstIssue(brandIdentity.shape.minorDigits, 9);
    expect(describeIssue(digits[0] as never)).toEqual({ key: "tooBig", limit: 4 });
    const languages = firstIssue(brandIdentity.shape.languages, []);
    expect(describeIssue(languages[0] as never)).toEqual({ key: "tooFewItems", count: 1 });
  });

  it("tells a blank number input (NaN) and a fraction apart from other type errors", () => {
    expect(describeIssue(firstIssue(brandIdentity.shape.minorDigits, Number.NaN)[0] as never)).toEqual({
      key: "enterNumber",
    });
    expect(describeIssue(firstIssue(brandIdentity.shape.minorDigits, 1.5)[0] as never)).toEqual({
      key: "wholeNumber",
    });
  });

  it("calls pattern, union and enum failures by what they are", () => {
    const username = firstIssue(operatorBody.shape.username, "1abc");
    expect(describeIssue(username[0] as never)).toEqual({ key: "format" });
    const ip = firstIssue(regionTestCall.query, { ip: "999.1.1.1" });
    expect(issuesToFieldErrors(ip, translate)).toEqual({ ip: "format" });
    const role = firstIssue(operatorBody.shape.role, "king");
    expect(describeIssue(role[0] as never)).toEqual({ key: "option" });
  });

  it("puts each unexpected key of a strict body on its own path", () => {
    const issues = firstIssue(regionRulesUpdateCall.body, {
      mode: "off",
      countries: [],
      allowIps: [],
      extra: 1,
    });
    expect(issuesToFieldErrors(issues, translate)).toEqual({ extra: "notAllowed" });
  });

  it("keeps the first message of a field and nests list paths", () => {
    const issues = firstIssue(regionRulesUpdateCall.body, {
      mode: "nope",
      countries: ["VNM", "T"],
      allowIps: [],
    });
    const fields = issuesToFieldErrors(issues, translate);
    expect(fields).toEqual({
      mode: "option",
      "countries.0": "exactLength:2",
      "countries.1": "exactLength:2",
    });
  });
});

describe("contractResolver (zodResolver on the contract schema)", () => {
  const valid = {
    username: "  Ops.Lead ",
    password: "correct horse",
    displayName: "Lead",
    role: "support",
    brandIds: [],
    allBrands: true,
    allowedIps: [],
  };

  it("hands the schema's output (trimmed) to the submit handler", async () => {
    const resolver = contractResolver(operatorBody, translate);
    const result = await resolver(valid, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect((result.values as { username: string }).username).toBe("Ops.Lead");
  });

  it("answers nested errors react-hook-form can place on fields", async () => {
    const resolver = contractResolver(operatorBody, translate);
    const result = await resolver(
      { ...valid, password: "short", allowedIps: ["1.2.3.4", "x"] },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      password: { type: "too_small", message: "tooShort:10" },
      allowedIps: [undefined, { type: "too_small", message: "tooShort:3" }],
    });
  });

  it("translates a contract's English pattern note instead of showing it", async () => {
    const schema = z.object({ code: vendorCode });
    const resolver = contractResolver(schema, translate);
    const result = await resolver({ code: "?" }, undefined, resolverOptions);
    expect(result.errors).toEqual({ code: { type: "invalid_format", message: "format" } });
    expect(JSON.stringify(result.errors)).not.toContain("letters, digits");
  });

  it("runs the extra checks only on a value the schema accepts", async () => {
    const resolver = contractResolver<typeof valid & { confirm: string }, unknown>(operatorBody, translate, {
      check: (_output, values) => (values.confirm === values.password ? {} : { confirm: "mismatch" }),
      prepare: ({ confirm: _confirm, ...body }) => body,
    });
    const mismatch = await resolver({ ...valid, confirm: "other" }, undefined, resolverOptions);
    expect(mismatch.errors).toEqual({ confirm: { type: "validate", message: "mismatch" } });
    const ok = await resolver({ ...valid, confirm: valid.password }, undefined, resolverOptions);
    expect(ok.errors).toEqual({});
  });
});

describe("contractResolver with renamed paths and checks that always run", () => {
  const limits = z.object({
    bank: z.object({
      bankName: z.string().trim().min(1),
      accountNumber: z.string().regex(/^\d+$/, "digits"),
    }),
    min: z.number(),
    max: z.number().min(0),
    tags: z.array(z.string().max(3)).max(2),
  });
  type LimitValues = { bankName: string; accountNumber: string; min: string; max: string; tags: string[] };
  const prepare = (values: LimitValues) => ({
    bank: { bankName: values.bankName, accountNumber: values.accountNumber },
    min: Number(values.min),
    max: Number(values.max),
    tags: values.tags,
  });
  const mapPath = (path: string) =>
    path.startsWith("bank.") ? path.slice("bank.".length) : path.startsWith("tags.") ? "tags" : path;
  const checkAlways = (values: LimitValues) => ({
    max: Number(values.min) > Number(values.max) ? "minAboveMax" : undefined,
    min: values.min.trim() === "" ? "enterAmount" : undefined,
  });
  const good: LimitValues = { bankName: "ACB", accountNumber: "123", min: "1", max: "5", tags: ["hot"] };

  it("puts schema issues on the form's own field names", async () => {
    const resolver = contractResolver(limits, translate, { prepare, mapPath });
    const result = await resolver(
      { ...good, bankName: " ", accountNumber: "12a", tags: ["ok", "toolong"] },
      undefined,
      resolverOptions,
    );
    expect(result.values).toEqual({});
    expect(flattenErrors(result.errors)).toEqual([
      { path: "bankName", message: "required" },
      { path: "accountNumber", message: "format" },
      { path: "tags", message: "tooLong:3" },
    ]);
  });

  it("names a too-long list on the list field itself", async () => {
    const resolver = contractResolver(limits, translate, { prepare, mapPath });
    const result = await resolver({ ...good, tags: ["a", "b", "c"] }, undefined, {
      ...resolverOptions,
      names: ["tags"],
    });
    expect(flattenErrors(result.errors)).toEqual([{ path: "tags", message: "tooManyItems:2" }]);
  });

  it("tells the always-run checks beside the schema's issues, their message winning on a shared field", async () => {
    const resolver = contractResolver(limits, translate, { prepare, mapPath, checkAlways });
    const result = await resolver({ ...good, bankName: "", min: "", max: "-1" }, undefined, resolverOptions);
    expect(flattenErrors(result.errors)).toEqual([
      { path: "bankName", message: "required" },
      { path: "max", message: "minAboveMax" },
      { path: "min", message: "enterAmount" },
    ]);
    const blank = await resolver({ ...good, min: "" }, undefined, resolverOptions);
    // Number("") is 0, which the schema accepts: only the always-run check names the blank.
    expect(flattenErrors(blank.errors)).toEqual([{ path: "min", message: "enterAmount" }]);
  });

  it("refuses a value the schema accepts when an always-run check fails, and passes a clean one", async () => {
    const resolver = contractResolver(limits, translate, { prepare, mapPath, checkAlways });
    const refused = await resolver({ ...good, min: "9" }, undefined, resolverOptions);
    expect(refused.values).toEqual({});
    expect(flattenErrors(refused.errors)).toEqual([{ path: "max", message: "minAboveMax" }]);
    const ok = await resolver(good, undefined, resolverOptions);
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({
      bank: { bankName: "ACB", accountNumber: "123" },
      min: 1,
      max: 5,
      tags: ["hot"],
    });
  });
});

describe("server errors and error summaries", () => {
  it("places every server field message, the whole-body one at root", () => {
    const placed: Record<string, string> = {};
    const count = applyServerErrors(
      { "settings.resources.0.url": "At most 2000 characters", _: "Invalid value", name: "Required" },
      (name, error) => {
        placed[name] = error.message;
      },
    );
    expect(count).toBe(3);
    expect(placed).toEqual({
      "settings.resources.0.url": "At most 2000 characters",
      "root.server": "Invalid value",
      name: "Required",
    });
  });

  it("renames server paths when the form's names differ", () => {
    const placed: string[] = [];
    applyServerErrors(
      { temporaryPassword: "x" },
      (name) => placed.push(name),
      (path) => `reset.${path}`,
    );
    expect(placed).toEqual(["reset.temporaryPassword"]);
  });

  it("flattens nested errors, skipping element refs", () => {
    const errors = nestErrors({ name: "required", "settings.domainList.1.speed": "enterNumber" });
    (errors as Record<string, unknown>).ref = { message: "not an error", type: "x", ref: {} };
    expect(flattenErrors(errors).filter((entry) => entry.path !== "ref")).toEqual([
      { path: "name", message: "required" },
      { path: "settings.domainList.1.speed", message: "enterNumber" },
    ]);
  });
});

describe("validationText", () => {
  it("asks for validation.<key> with the count or limit the text names", () => {
    const asked: unknown[] = [];
    const text = validationText((key, values) => {
      asked.push([key, values]);
      return key;
    });
    expect(text({ key: "tooLong", count: 20 })).toBe("validation.tooLong");
    text({ key: "tooBig", limit: 5 });
    text({ key: "required" });
    expect(asked).toEqual([
      ["validation.tooLong", { count: 20 }],
      ["validation.tooBig", { limit: 5 }],
      ["validation.required", undefined],
    ]);
  });
});
