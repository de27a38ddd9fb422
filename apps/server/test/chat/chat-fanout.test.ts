import { randomBytes } from "node:crypto";
import * as schema from "@lotus/db/schema";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadEnv } from "../../src/env";
import { MemoryRealtimeHub, type RealtimeHub, RedisRealtimeHub } from "../../src/platform/realtime";
import { withoutBotCheck } from "../accounts-support";
import { fileTestApp, type TestApp } from "../support/app";
import { chatMember, chatOperator, chatPath, eventually, openConsole, openSocket } from "./support";

/**
 * Two app instances over one database and one hub, as two nodes behind a load balancer: the member's
 * socket is on one node, the operator's console and calls on the other, and every signal crosses
 * the hub. In memory always; over Redis pub/sub too when REDIS_URL is set.
 */

const t = fileTestApp({ ready: withoutBotCheck });
const redisUrl = process.env.REDIS_URL;
const nodes: FastifyInstance[] = [];
const hubs: RealtimeHub[] = [];

// Nodes first (their sockets unsubscribe on their hubs), then the hubs.
afterAll(async () => {
  for (const app of nodes) await app.close();
  for (const hub of hubs) await hub.close();
});

/** Another node of the same deployment: the test app's database, limiter and clock, its own hub. */
async function node(app: TestApp, realtime: RealtimeHub): Promise<FastifyInstance> {
  const built = await buildApp(
    {
      env: loadEnv({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        TRUSTED_PROXY: "127.0.0.1",
        DATA_DIR: "/tmp/lotus-test",
      }),
      database: app.platform.database,
      limiter: app.limiter,
      geo: app.platform.geo,
      logger: pino({ level: "silent" }),
      masterKey: randomBytes(32),
      clock: app.clock,
      realtime,
    },
    { webDist: false, backofficeDist: false },
  );
  await built.app.ready();
  nodes.push(built.app);
  return built.app;
}

function redisHub(url: string): RealtimeHub {
  const hub = new RedisRealtimeHub(new Redis(url), new Redis(url));
  hubs.push(hub);
  return hub;
}

async function journey(nodeA: FastifyInstance, nodeB: FastifyInstance, label: string) {
  const member = await chatMember(t, `fan${label}`);
  const operator = await chatOperator(t, `fanop${label}`);
  const onA = await openSocket(
    nodeA,
    "/ws/chat",
    { type: "auth", token: member.token },
    { merchant: t.merchant },
  );
  const heardOnline = onA.next((signal) => signal.change === "presence");
  const onB = await openConsole(t, operator, nodeB);
  await heardOnline;

  // The member writes through node A: the console on node B hears it.
  const onNodeA = (method: "GET" | "POST", url: string, payload?: unknown) =>
    nodeA.inject({
      method,
      url,
      payload: payload as never,
      headers: { merchant: t.merchant, authorization: member.token },
    });
  const heardMessage = onB.next((signal) => signal.change === "message" && signal.by === "customer");
  const sent = await onNodeA("POST", "/wps/chat/send", { text: `hello from node A (${label})` });
  expect(sent.statusCode, sent.body).toBe(200);
  const conversation = sent.json().value.conversation as { id: string };
  expect(await heardMessage).toMatchObject({ type: "chat", conversation: conversation.id });

  // The operator takes and answers through node B: the member's socket on node A hears both.
  const asOperator = async (method: "GET" | "POST", path: string, payload?: unknown) =>
    nodeB.inject({
      method,
      url: chatPath(t, path),
      payload: payload as never,
      headers: { authorization: await operator.token() },
    });
  const heardTaken = onA.next(
    (signal) => signal.change === "state" && signal.conversation === conversation.id,
  );
  expect((await asOperator("POST", `/conversations/${conversation.id}/take`)).statusCode).toBe(200);
  await heardTaken;
  const heardAnswer = onA.next((signal) => signal.change === "message" && signal.by === "operator");
  const answer = await asOperator("POST", `/conversations/${conversation.id}/messages`, {
    text: "Hi from B",
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await heardAnswer;
  const seen = await onNodeA(
    "GET",
    `/wps/chat/messages?conversationId=${conversation.id}&after=${answer.json().value.id - 1}`,
  );
  expect(seen.json().value.list).toMatchObject([{ sender: "operator", text: "Hi from B" }]);

  // Typing marks cross the hub both ways and are stored nowhere.
  const heardTyping = onB.next((signal) => signal.change === "typing" && signal.by === "customer");
  onA.ws.send(JSON.stringify({ type: "typing", conversation: conversation.id }));
  await heardTyping;
  const heardOperatorTyping = onA.next((signal) => signal.change === "typing" && signal.by === "operator");
  onB.ws.send(JSON.stringify({ type: "typing", conversation: conversation.id }));
  await heardOperatorTyping;

  // Signals say what changed, never the text.
  expect(JSON.stringify([...onA.heard, ...onB.heard])).not.toContain("Hi from B");
  await onA.close();
  await onB.close();
  // The console's presence ends (and is announced) once node B has handled the close.
  await eventually(async () => (await t.platform.db.select().from(schema.chatPresence)).length === 0);
}

describe("chat fan-out across two nodes", () => {
  it("reaches the other node's sockets through one shared in-memory hub", async () => {
    const hub = t.platform.realtime;
    expect(hub).toBeInstanceOf(MemoryRealtimeHub);
    await journey(t.app, await node(t, hub), "mem");
  });

  it.runIf(Boolean(redisUrl))("reaches the other node's sockets through Redis pub/sub", async () => {
    const url = redisUrl ?? "";
    const nodeA = await node(t, redisHub(url));
    const nodeB = await node(t, redisHub(url));
    await journey(nodeA, nodeB, "redis");
  });
});
