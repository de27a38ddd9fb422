import * as contracts from "@lotus/contracts";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { signedVendorHeaders } from "../src/modules/games/vendor-signature";
import { registerUser, withoutBotCheck } from "./accounts-support";
import { createExternalVendor } from "./games/support";
import { createTestApp, encryptBody, type TestApp } from "./support/app";
import { type JsonSchema, sampleOf } from "./support/json-sample";
import { createOperator } from "./support/operators";

/**
 * Every route of the published OpenAPI document gets malformed input in its path, query and body,
 * without a session and with one. Nothing may answer 5xx, and every answer must be the envelope.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Operation {
  method: Method;
  path: string;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  encrypted: boolean;
}

const NESTED_DEPTH = 5_000;
const VENDOR = "FUZZ";
const VENDOR_SECRET = "fuzz-vendor-secret-0123456789";
/** Values that are wrong for any field: bad text, bad numbers, wrong types. */
const BAD_VALUES: unknown[] = [
  "\u0000",
  "a\u0000b",
  "\u0001\u0008\u001b\u007f",
  "\ud800",
  "x\udfffy",
  "x".repeat(70_000),
  "😀".repeat(5_000),
  0.001,
  1.005,
  -1,
  -0.01,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "0x1F",
  true,
  null,
  [],
  ["a", 1],
  {},
  { $gt: "" },
];
/** The values tried in every field (the full list goes to the first field of each part). */
const CORE_VALUES: unknown[] = ["a\u0000b", "\u0001\u001f", "x\udfffy", "x".repeat(70_000), 0.001, null, []];

/** Whole bodies: not an object, broken JSON, deep nesting, prototype keys. */
const RAW_BODIES: string[] = [
  "{",
  '{"a":',
  "[]",
  "null",
  '"text"',
  "123",
  "true",
  `${"[".repeat(NESTED_DEPTH)}${"]".repeat(NESTED_DEPTH)}`,
  `${'{"a":'.repeat(NESTED_DEPTH)}1${"}".repeat(NESTED_DEPTH)}`,
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  "\u0000",
];
/** Path segments: control and invalid percent-encodings, unicode, traversal, over-long. */
const BAD_SEGMENTS = [
  "%00",
  "a%00b",
  "%01%1F",
  "%ED%A0%80",
  "%E0%A4%A",
  "%zz",
  "%",
  "..%2F..%2Fetc%2Fpasswd",
  encodeURIComponent("ñ漢字😀"),
  "x".repeat(5_000),
  "-1",
  "1e309",
  "NaN",
  "0.001",
  "00000000-0000-0000-0000-000000000000",
  "'%20OR%201=1",
];

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(upper)) continue;
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      const schema = (content?.["application/json"] ?? Object.values(content ?? {})[0])?.schema;
      const encrypted = Boolean(schema?.properties?.enc && schema.properties.iv);
      operations.push({
        method: upper as Method,
        path,
        query: Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema])),
        // An encrypted call publishes only the envelope; its plain body is the contract's.
        body: encrypted ? plainBodyOf(upper, path) : schema,
        encrypted,
      });
    }
  }
  return operations;
}

/** The plain body schema of an enc call, from the contracts the site uses. */
function plainBodyOf(method: string, path: string): JsonSchema | undefined {
  for (const value of Object.values(contracts)) {
    const call = value as Partial<contracts.CallDefinition<undefined, z.ZodType, z.ZodType>>;
    if (call?.enc && call.method === method && call.path === path && call.body)
      return z.toJSONSchema(call.body, { io: "input", unrepresentable: "any" }) as JsonSchema;
  }
  return undefined;
}

/** Percent-encodes text; a lone surrogate becomes the (invalid) UTF-8 bytes a raw client would send. */
function encodeText(text: string): string {
  return text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");
}

/** A concrete URL: each {param} gets `value(name)`. */
function fill(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
}

describe("fuzz: malformed input to every route", () => {
  let t: TestApp;
  let operations: Operation[];
  let memberToken: string;
  let operatorToken: string;
  let encryptionKey: { keyId: string; jwk: Record<string, unknown> };
  const failures = new Map<string, string>();
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await withoutBotCheck(t);
    memberToken = (await registerUser(t)).token;
    operatorToken = (await createOperator(t, { username: "fuzzowner", role: "owner", allBrands: true }))
      .token;
    const document = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    operations = operationsOf(document);
    encryptionKey = (await t.call({ method: "GET", url: "/wps/system/publicKey" })).json().value;
    await createExternalVendor(t, { code: VENDOR, secret: VENDOR_SECRET });
  }, 60_000);
  afterAll(async () => t.close());

  async function send(operation: Operation, options: InjectOptions & { token?: string }, label: string) {
    sent += 1;
    let response: LightMyRequestResponse;
    try {
      response = await t.call(operation.path.startsWith("/vendor-api/") ? signed(options) : options);
    } catch (error) {
      failures.set(`${operation.method} ${operation.path} ${label}`, `threw ${String(error)}`);
      return;
    }
    const problem = checkEnvelope(response, operation.path);
    if (problem) failures.set(`${operation.method} ${operation.path} ${label}`, problem);
  }

  /** Signs a vendor API request as the vendor would, so the malformed body reaches validation. */
  function signed(options: InjectOptions & { token?: string }): InjectOptions {
    const body =
      typeof options.payload === "string" || Buffer.isBuffer(options.payload)
        ? String(options.payload)
        : JSON.stringify(options.payload ?? {});
    const url = String(options.url);
    const path = url.split("?")[0] ?? url;
    const headers = signedVendorHeaders(VENDOR_SECRET, String(options.method), path, body, t.clock.now());
    return {
      ...options,
      payload: body,
      headers: { "content-type": "application/json", ...options.headers, ...headers },
    };
  }

  function checkEnvelope(response: LightMyRequestResponse, path: string): string | undefined {
    if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode < 400) return undefined;
    // The sandbox gateway is a page a person sees, not an API: it answers in HTML.
    if (
      String(response.headers["content-type"]).startsWith("text/html") &&
      path.startsWith("/sandbox-gateway/")
    )
      return undefined;
    try {
      const body = response.json() as { success?: unknown; code?: unknown; message?: unknown };
      if (body.success !== false || typeof body.code !== "string" || typeof body.message !== "string")
        return `${response.statusCode} not the envelope: ${response.body.slice(0, 200)}`;
    } catch {
      return `${response.statusCode} not JSON: ${response.body.slice(0, 200)}`;
    }
    return undefined;
  }

  function tokenFor(operation: Operation): string | undefined {
    if (/logout/.test(operation.path)) return undefined;
    if (operation.path.startsWith("/backoffice/")) return operatorToken;
    if (/^\/(wps|house|lgw|lotto)\//.test(operation.path)) return memberToken;
    return undefined;
  }

  async function fuzz(operation: Operation, token: string | undefined) {
    const tag = token ? "session" : "anonymous";
    const valid = (name: string) =>
      ({ brandId: t.brandId, merchant: t.merchant, vendor: VENDOR })[name] ?? "1";
    const url = fill(operation.path, valid);
    const hasBody = operation.method !== "GET" && operation.method !== "DELETE";
    const base = { method: operation.method, token } as const;
    const query = Object.fromEntries(
      Object.entries(operation.query).map(([name, schema]) => [name, String(sampleOf(schema) ?? "1")]),
    );
    const withQuery = (change: Record<string, string>) =>
      `${url}?${new URLSearchParams({ ...query, ...change })}`;

    // Path parameters.
    if (operation.path.includes("{")) {
      for (const segment of BAD_SEGMENTS) {
        const label = `${tag} path ${segment.slice(0, 20)}`;
        await send(operation, { ...base, url: fill(operation.path, () => segment) }, label);
      }
    }
    await send(operation, { ...base, url: `${url}?${"q".repeat(20_000)}=1` }, `${tag} long query`);
    await send(operation, { ...base, url: `${url}?%00=%ff%fe` }, `${tag} bad query bytes`);
    const json = { "content-type": "application/json" };
    if (hasBody) {
      for (const raw of RAW_BODIES) {
        await send(
          operation,
          { ...base, url, payload: raw, headers: json },
          `${tag} raw ${raw.slice(0, 20)}`,
        );
      }
      const badUtf8 = Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
      await send(operation, { ...base, url, payload: badUtf8, headers: json }, `${tag} invalid utf-8`);
      const text = { "content-type": "text/plain" };
      await send(operation, { ...base, url, payload: "a=1", headers: text }, `${tag} text/plain`);
    }
    // Without a session a non-public route stops at the access check; the rest needs one.
    if (!token && operation.path.startsWith("/backoffice/")) return;
    // Each query parameter with each bad value, the others valid.
    for (const [index, name] of Object.keys(operation.query).entries()) {
      for (const value of index === 0 ? BAD_VALUES : CORE_VALUES) {
        const text = typeof value === "string" ? value : JSON.stringify(value);
        const encoded = `${url}?${new URLSearchParams({ ...query, [name]: "" })}`.replace(
          `${encodeURIComponent(name)}=`,
          `${encodeURIComponent(name)}=${encodeText(text)}`,
        );
        await send(operation, { ...base, url: encoded }, `${tag} query ${name}=${text.slice(0, 20)}`);
      }
      await send(operation, { ...base, url: `${withQuery({})}&${name}=2` }, `${tag} query ${name} twice`);
      await send(operation, { ...base, url: `${withQuery({})}&${name}[a]=1` }, `${tag} query ${name}[a]`);
    }
    if (!hasBody) return;
    // Each body field with each bad value, the others valid (encrypted as the site sends it).
    const body = (sampleOf(operation.body) ?? {}) as Record<string, unknown>;
    for (const [index, field] of Object.keys(operation.body?.properties ?? {})
      .slice(0, 12)
      .entries()) {
      for (const value of index === 0 ? BAD_VALUES : CORE_VALUES) {
        const plain = { ...body, [field]: value };
        const payload = operation.encrypted
          ? encryptBody(encryptionKey.keyId, encryptionKey.jwk, plain)
          : plain;
        const label = `${tag} body ${field}=${JSON.stringify(value).slice(0, 20)}`;
        await send(operation, { ...base, url: withQuery({}), payload }, label);
      }
    }
  }

  it("never answers 5xx and always answers the envelope", async () => {
    expect(operations.length).toBeGreaterThan(50);
    // FUZZ_ONLY=<part of a path> narrows a run while chasing a failure.
    const only = process.env.FUZZ_ONLY;
    for (const operation of operations.filter((candidate) => !only || candidate.path.includes(only))) {
      await fuzz(operation, undefined);
      const token = tokenFor(operation);
      if (token) await fuzz(operation, token);
    }
    if (!only) expect(sent).toBeGreaterThan(operations.length * 20);
    console.info(`fuzz: ${sent} requests to ${operations.length} operations`);
    expect([...failures].map(([where, what]) => `${where}: ${what}`)).toEqual([]);
  }, 600_000);
});
