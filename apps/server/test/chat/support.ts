import { createRequire } from "node:module";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { multipart, PNG_BYTES } from "../accounts-support";
import { createMember, sessionFor } from "../payments/support";
import type { TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";

/** Helpers the chat tests share: customers (members and visitors), chat operators and sockets. */

let serial = 0;
let ipSerial = 0;

/** A visitor address no other chat test used (the visitor start is limited per address). */
export const freshIp = () => {
  ipSerial += 1;
  return `198.51.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

export interface Customer {
  token: string;
  call(options: {
    method: "GET" | "POST";
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
}

function customer(t: TestApp, token: string): Customer {
  return {
    token,
    call: ({ method, url, payload, headers }) =>
      t.call({ method, url, payload: payload as never, token, headers }),
  };
}

/** A fresh member with a site session. */
export async function chatMember(t: TestApp, prefix = "chat"): Promise<Customer & { id: string }> {
  serial += 1;
  const id = await createMember(t, { account: `${prefix}${serial}${Date.now() % 100_000}` });
  return { id, ...customer(t, await sessionFor(t, id)) };
}

/** A visitor who gave a name (the brand's bot check off). */
export async function chatVisitor(t: TestApp, name: string): Promise<Customer> {
  const response = await t.call({
    method: "POST",
    url: "/wps/chat/visitor",
    payload: { name },
    headers: { "x-forwarded-for": freshIp() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return customer(t, response.json().value.token);
}

export async function say(who: Customer, text: string) {
  const response = await who.call({ method: "POST", url: "/wps/chat/send", payload: { text } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    conversation: { id: string; status: string; lastMessageId: number };
    message: { id: number; text: string };
  };
}

export async function stateOf(who: Customer) {
  const response = await who.call({ method: "GET", url: "/wps/chat/state" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    online: boolean;
    visitorName: string | null;
    conversation: { id: string; status: string; operatorName: string | null; operatorReadId: number } | null;
  };
}

export async function uploadImage(who: Customer, bytes: Buffer, filename = "photo.png", type = "image/png") {
  const body = multipart("file", filename, type, bytes);
  return who.call({ method: "POST", url: "/wps/chat/image", payload: body.payload, headers: body.headers });
}

export { PNG_BYTES };

/** An operator whose role has support.chat, and its back-office caller. */
export async function chatOperator(t: TestApp, username: string, role: "support" | "content" = "support") {
  const operator: TestOperator = await createOperator(t, { username, role });
  const call = async (options: Parameters<ReturnType<typeof asOperator>>[0]) =>
    asOperator(t, await relogin(t, operator))(options);
  return { operator, id: operator.id, call, token: () => relogin(t, operator) };
}
export type ChatOperator = Awaited<ReturnType<typeof chatOperator>>;

export const chatPath = (t: TestApp, path: string) => `/backoffice/api/brands/${t.brandId}/chat${path}`;

/** A chat socket after its "ready": the signals it heard, and a wait for the next matching one. */
export interface TestSocket {
  ws: WsClient;
  heard: Array<Record<string, unknown>>;
  next(
    match: (signal: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** An injected upgrade as a browser's would arrive (injectWS gives the request no socket address). */
export const upgrade = (headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress: "127.0.0.1" } }) as never;

/** The `ws` client (its package has no types here): the part the tests use. */
export interface WsClient {
  readonly readyState: number;
  readonly CLOSED: number;
  send(data: string): void;
  close(code?: number): void;
  on(event: string, listener: (...args: never[]) => void): void;
  once(event: string, listener: (...args: never[]) => void): void;
}
const WsClass = createRequire(import.meta.url)("ws").WebSocket as new (
  url: string,
  options: { headers: Record<string, string> },
) => WsClient;

const origins = new WeakMap<TestApp["app"], Promise<string>>();
/**
 * The app's address on a real port: a socket injected without one (injectWS) only hears its close
 * handled after ws's 30-second close timeout, and presence ends with the close.
 */
export function listening(app: TestApp["app"]): Promise<string> {
  let origin = origins.get(app);
  if (!origin) {
    origin = app.listen({ port: 0, host: "127.0.0.1" }).then((address) => address.replace(/^http/, "ws"));
    origins.set(app, origin);
  }
  return origin;
}

export async function openSocket(
  app: TestApp["app"],
  path: string,
  auth: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const ws = new WsClass(`${await listening(app)}${path}`, { headers });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", (error: Error) => reject(error));
  });
  const heard: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    match: (signal: Record<string, unknown>) => boolean;
    resolve: (signal: Record<string, unknown>) => void;
    from: number;
  }> = [];
  ws.on("message", (raw: Buffer) => {
    const signal = JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
    heard.push(signal);
    for (const waiter of [...waiters]) {
      if (waiter.match(signal)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(signal);
      }
    }
  });
  const closed = new Promise<void>((resolve) => ws.once("close", () => resolve()));
  const socket: TestSocket = {
    ws,
    heard,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching signal; heard ${JSON.stringify(heard)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          from: heard.length,
          resolve: (signal) => {
            clearTimeout(timer);
            resolve(signal);
          },
        });
      });
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  const ready = socket.next((signal) => signal.type === "ready");
  ws.send(JSON.stringify(auth));
  await ready;
  return socket;
}

/** Waits until `check` holds (presence rows are written and removed after the socket event). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("condition not reached");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Opens an operator's console socket (the operator is online for the brand while it is open). */
export async function openConsole(t: TestApp, operator: ChatOperator, app = t.app): Promise<TestSocket> {
  return openSocket(app, "/backoffice/api/chat/ws", {
    type: "auth",
    token: await operator.token(),
    brandId: t.brandId,
    console: true,
  });
}
