import {
  ACCOUNT_TYPES,
  type CallDefinition,
  encryptedBody,
  envelope,
  errorMessage,
  errorStatus,
  isAgentType,
  type Language,
  type Permission,
} from "@lotus/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { type Brand, resolveLanguage } from "./brand-context";
import { AppError } from "./errors";
import type { OperatorContext } from "./operator-context";
import type { Platform } from "./platform";

export type { OperatorAuthenticator, OperatorContext } from "./operator-context";

import { findUnsafeText, unsafeTextError } from "./input-guard";
import type { AuthenticatedSession } from "./sessions";
import { issuesToFieldMessages, RequestValidationError } from "./validation";

/** Who may call a route (DESIGN §3). Every route must declare one or the app refuses to start. */
export type Access = "public" | "member" | "agent" | { operator: Permission };

declare module "fastify" {
  interface FastifyRequest {
    brand?: Brand;
    language: Language;
    session?: AuthenticatedSession;
    operator?: OperatorContext;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface CallContext<Body, Query> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  query: Query;
  brand: Brand;
  language: Language;
  /** Present on member and agent routes. */
  session: AuthenticatedSession;
  ip: string;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface BindOptions<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  access: Access;
  /** Trial accounts (type 4) may use this member route. */
  trial?: boolean;
  /** Maintenance and region blocking apply (default true; false for the status/settings calls). */
  gate?: boolean;
  handler: (context: CallContext<Out<B>, Out<Q>>) => Promise<z.input<R>>;
}

/** Binds a contract call: schemas from the contract, access declared, value wrapped in the envelope. */
export function bindCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(
  app: FastifyInstance,
  platform: Platform,
  call: CallDefinition<Q, B, R>,
  options: BindOptions<Q, B, R>,
): void {
  const bodySchema = call.body ? (call.enc ? encryptedBody : call.body) : undefined;
  app.route({
    method: call.method,
    url: call.path,
    config: { access: options.access },
    schema: {
      summary: call.summary,
      tags: call.tags,
      ...(options.access === "public" ? {} : { security: [{ token: [] }] }),
      ...(call.query ? { querystring: call.query } : {}),
      ...(bodySchema ? { body: bodySchema } : {}),
      ...(call.form ? { consumes: ["application/x-www-form-urlencoded"] } : {}),
      response: { 200: envelope(call.response) },
    },
    // Access first: a caller without the right session learns nothing about the input it sent.
    onRequest: async (request) => {
      const brand = request.brand;
      if (!brand) throw new AppError("merchant.unknown");
      if (options.gate !== false) await platform.siteGate(request, brand);
      await authorize(platform, request, brand, options);
    },
    preValidation: async (request) => {
      if (call.enc && !isEncryptedShape(request.body)) throw new AppError("encryption.required");
    },
    handler: async (request, reply) => {
      const brand = request.brand as Brand;
      const session = request.session;
      let body = request.body as Out<B>;
      if (call.enc && call.body) {
        const plain = await platform.encryption.decrypt(
          brand.id,
          request.body as z.infer<typeof encryptedBody>,
        );
        const unsafe = findUnsafeText(plain);
        if (unsafe) throw unsafeTextError(unsafe, plain);
        const parsed = call.body.safeParse(plain, { reportInput: true });
        if (!parsed.success) {
          const error = new RequestValidationError(parsed.error.issues);
          error.validationContext = "body";
          throw error;
        }
        body = parsed.data as Out<B>;
      }
      const value = await options.handler({
        request,
        reply,
        body,
        query: request.query as Out<Q>,
        brand,
        language: request.language,
        session: session as AuthenticatedSession,
        ip: request.ip,
      });
      return { success: true, value };
    },
  });
}

function isEncryptedShape(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { enc?: unknown }).enc === "v1";
}

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith("Bearer ") ? header.slice(7) : header;
  return token.trim() || undefined;
}

async function authorize(
  platform: Platform,
  request: FastifyRequest,
  brand: Brand,
  options: { access: Access; trial?: boolean },
): Promise<AuthenticatedSession | undefined> {
  const { access } = options;
  if (access === "public") {
    const token = readToken(request);
    // Public calls still know the member when a valid token is sent (e.g. logout, language).
    if (token) request.session = await platform.sessions.find(platform.db, token, brand.id, "session");
    return request.session;
  }
  if (typeof access === "object") throw new AppError("access.forbidden");
  const token = readToken(request);
  const session = token ? await platform.sessions.find(platform.db, token, brand.id, "session") : undefined;
  if (!session) throw new AppError("auth.required");
  if (session.status !== "active") throw new AppError("auth.account_locked");
  if (session.accountType === ACCOUNT_TYPES.trial && !options.trial)
    throw new AppError("account.in_need_true_account");
  if (access === "agent" && !isAgentType(session.accountType)) throw new AppError("auth.non_agent");
  request.session = session;
  return session;
}

/** Refuses to start when a route has no access declaration (DESIGN §3). */
export function requireAccessDeclarations(app: FastifyInstance, exemptPrefixes: readonly string[]): void {
  app.addHook("onRoute", (route) => {
    if (route.config?.access) return;
    if (exemptPrefixes.some((prefix) => route.url.startsWith(prefix))) return;
    throw new Error(
      `Route ${String(route.method)} ${route.url} declares no access (public, member, agent, operator)`,
    );
  });
}

export function errorBody(
  code: Parameters<typeof errorMessage>[0],
  language: string,
  value?: unknown,
  requestId?: string,
) {
  return {
    success: false as const,
    code,
    message: errorMessage(code, language),
    ...(value === undefined ? {} : { value }),
    ...(requestId ? { requestId } : {}),
  };
}

/** Maps every failure to the envelope; a 5xx never shows internals. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const language = request.language ?? "EN";
    if (error instanceof AppError) {
      void reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, language, error.details));
    }
    if (error instanceof RequestValidationError) {
      return reply
        .status(400)
        .send(
          errorBody("validation.failed", language, { fields: issuesToFieldMessages(error.issues, language) }),
        );
    }
    // A PostgreSQL data exception (class 22: bad text, number out of range) came from the input.
    if (/^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown }).code ?? ""))) {
      request.log.warn({ err: error }, "input refused by the database");
      return reply.status(400).send(errorBody("request.malformed", language));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody("request.too_large", language));
    if (status >= 400 && status < 500) {
      return reply.status(status === 415 ? 415 : 400).send(errorBody("request.malformed", language));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody("system.error", language, undefined, String(request.id)));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody("not_found", request.language ?? "EN"));
  });
}

/**
 * Fastify's own refusals before routing (a URL that is not valid UTF-8, an over-long path
 * parameter) in the envelope; hooks have not run, so the language comes from the header.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = resolveLanguage(request.headers.language as string | undefined, undefined);
  const code = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "request.url_too_long" : "request.malformed";
  void reply.status(errorStatus(code)).send(errorBody(code, language));
}

/** Zod validation for request parts; the error keeps the issues for per-field messages. */
export function installZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const error = new RequestValidationError(result.error.issues);
    error.validationContext = httpPart;
    return { error };
  });
  // Responses are parsed by their contract schema, which strips fields not listed.
  app.setSerializerCompiler(({ schema }) => (data: unknown) => {
    const value = (data as { value?: unknown } | null)?.value;
    const texts = typeof value === "object" && value !== null ? stableAnswers.get(value) : undefined;
    if (!texts) return JSON.stringify((schema as z.ZodType).parse(data));
    let text = texts.get(schema as object);
    if (text === undefined) {
      text = JSON.stringify((schema as z.ZodType).parse(data));
      texts.set(schema as object, text);
    }
    return text;
  });
}

/** Answers kept as the same object while cached (catalogue reads), with their text per route schema. */
const stableAnswers = new WeakMap<object, WeakMap<object, string>>();

/**
 * Marks a cached answer that never changes while it is cached: each route validates and serialises
 * it once, not on every request (the catalogue reads are on every page).
 */
export function stableAnswer<T>(value: T): T {
  if (typeof value === "object" && value !== null && !stableAnswers.has(value))
    stableAnswers.set(value, new WeakMap());
  return value;
}

export interface OperatorCallContext<Body, Query, Params> {
  request: FastifyRequest;
  reply: FastifyReply;
  body: Body;
  query: Query;
  params: Params;
  operator: OperatorContext;
  /** The brand named by the :brandId path parameter, checked against the operator's scope. */
  brand: Brand | undefined;
  language: Language;
  ip: string;
}

export interface OperatorBindOptions<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
> {
  /** The permission needed (any one of a list); null = any logged-in operator (their own account calls). */
  permission: Permission | readonly Permission[] | null;
  /** Reachable before TOTP enrolment and the first password change. */
  pending?: boolean;
  handler: (context: OperatorCallContext<Out<B>, Out<Q>, Record<string, string>>) => Promise<z.input<R>>;
}

/** The operator's session, permission and brand scope, checked before any input is read. */
function operatorGate(
  platform: Platform,
  permission: Permission | readonly Permission[] | null,
  pending: boolean,
) {
  return async (request: FastifyRequest) => {
    const authenticator = platform.operatorAuthenticator;
    if (!authenticator) throw new AppError("access.forbidden");
    const operator = await authenticator.authenticate(request, permission, pending);
    request.operator = operator;
    const brandId = (request.params as Record<string, string> | undefined)?.brandId;
    if (brandId) {
      if (!operator.allBrands && !operator.brandIds.includes(brandId)) throw new AppError("access.forbidden");
      request.brand = (await platform.brands.all()).find((candidate) => candidate.id === brandId);
      if (!request.brand) throw new AppError("not_found");
    }
  };
}

/** A file an operator downloads (a report as CSV): checked like a call, answered as the file itself. */
export function bindOperatorFile<Q extends z.ZodType | undefined>(
  app: FastifyInstance,
  platform: Platform,
  call: CallDefinition<Q, undefined, z.ZodType>,
  options: {
    permission: Permission;
    handler: (
      context: Omit<OperatorCallContext<undefined, Out<Q>, Record<string, string>>, "body" | "reply">,
    ) => Promise<{ fileName: string; contentType: string; content: string }>;
  },
): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { access: { operator: options.permission } },
    schema: {
      summary: call.summary,
      tags: call.tags,
      security: [{ token: [] }],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
    },
    onRequest: operatorGate(platform, options.permission, false),
    handler: async (request, reply) => {
      const params = (request.params ?? {}) as Record<string, string>;
      const file = await options.handler({
        request,
        query: request.query as Out<Q>,
        params,
        operator: request.operator as OperatorContext,
        brand: params.brandId ? request.brand : undefined,
        language: request.language,
        ip: request.ip,
      });
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  });
}

/** Binds a back-office call: operator session, permission and brand scope checked before the handler. */
export function bindOperatorCall<
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  R extends z.ZodType,
>(
  app: FastifyInstance,
  platform: Platform,
  call: CallDefinition<Q, B, R>,
  options: OperatorBindOptions<Q, B, R>,
): void {
  app.route({
    method: call.method,
    url: call.path,
    config: { access: { operator: [options.permission ?? "dashboard.view"].flat()[0] ?? "dashboard.view" } },
    schema: {
      summary: call.summary,
      tags: call.tags,
      security: [{ token: [] }],
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: envelope(call.response) },
    },
    // Session, permission and brand scope before the input is parsed or validated.
    onRequest: operatorGate(platform, options.permission, options.pending ?? false),
    handler: async (request, reply) => {
      const operator = request.operator as OperatorContext;
      const params = (request.params ?? {}) as Record<string, string>;
      const brand = params.brandId ? request.brand : undefined;
      const value = await options.handler({
        request,
        reply,
        body: request.body as Out<B>,
        query: request.query as Out<Q>,
        params,
        operator,
        brand,
        language: request.language,
        ip: request.ip,
      });
      return { success: true, value };
    },
  });
}
