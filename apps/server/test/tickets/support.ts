import { createMember, multipart, PNG, sessionFor } from "../payments/support";
import type { TestApp } from "../support/app";
import { asOperator, createOperator, relogin, type TestOperator } from "../support/operators";

/** Helpers of the support ticket tests: members, their site calls, operators and their queue calls. */

export const FEEDBACK = "/wps/feedback";
export const TICKETS = "/wps/feedback/tickets";
export const TICKET = "/wps/feedback/ticket";
export const REPLY = "/wps/feedback/ticket/reply";
export const CLOSE = "/wps/feedback/ticket/close";
export const UPLOAD = "/wps/feedback/image";

/** Six words: within the default limits (5–500) and the tests' own (4–8). */
export const QUESTION = "My deposit has not arrived yet";

export interface Answer<T = never> {
  status: number;
  code?: string;
  value: T;
  fields?: Record<string, string>;
}

export type Ticket = {
  id: string;
  number: number;
  status: string;
  unread: boolean;
  canReply: boolean;
  canClose: boolean;
  messages: Array<{ id: string; author: string; body: string; images: Array<{ id: string; url: string }> }>;
};

export interface Player {
  id: string;
  token: string;
  /** A fresh session (a moved clock ends the idle one). */
  renew(): Promise<void>;
  call<T = never>(method: "GET" | "POST" | "PUT", url: string, payload?: unknown): Promise<Answer<T>>;
  file(payload?: unknown): Promise<Answer<Ticket>>;
  upload(bytes?: Buffer, filename?: string, type?: string): Promise<Answer<{ id: string; url: string }>>;
}

export async function player(t: TestApp, account: string, language = "EN"): Promise<Player> {
  const id = await createMember(t, { account });
  let token = await sessionFor(t, id);
  const call: Player["call"] = async (method, url, payload) => {
    const response = await t.call({ method, url, token, payload: payload as never, headers: { language } });
    const body = response.json();
    return { status: response.statusCode, code: body.code, value: body.value, fields: body.value?.fields };
  };
  return {
    id,
    get token() {
      return token;
    },
    async renew() {
      token = await sessionFor(t, id);
    },
    call,
    file: (payload = {}) =>
      call<Ticket>("PUT", FEEDBACK, { questionType: "deposit", content: QUESTION, ...(payload as object) }),
    async upload(bytes = PNG, filename = "shot.png", type = "image/png") {
      const { payload, headers } = multipart("file", bytes, filename, type);
      const response = await t.call({ method: "POST", url: UPLOAD, token, payload, headers });
      const body = response.json();
      return { status: response.statusCode, code: body.code, value: body.value };
    },
  };
}

/** An operator of the demo brand and its back-office calls (logged in again when the clock moved on). */
export async function operator(
  t: TestApp,
  username: string,
  role: "owner" | "support" | "content" | "finance" = "support",
  scope: { allBrands?: boolean; brandIds?: string[] } = {},
) {
  const account: TestOperator = await createOperator(t, { username, role, ...scope });
  const path = (rest = "") => `/backoffice/api/brands/${t.brandId}/tickets${rest}`;
  const call = async <T = never>(
    method: "GET" | "POST",
    url: string,
    payload?: unknown,
  ): Promise<Answer<T>> => {
    const response = await asOperator(t, await relogin(t, account))({ method, url, payload });
    const body = response.json();
    return { status: response.statusCode, code: body.code, value: body.value };
  };
  return { account, id: account.id, path, call };
}
