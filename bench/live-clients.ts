/**
 * The simulated players of `npm run bench:live`, in a worker thread of their own so that their
 * sockets and JSON parsing do not share the server's event loop. Two modes:
 * - `live`: each player watches its table on the site's WebSocket and, in every round's betting
 *   window, confirms one bet at a random moment over HTTP; the time from the round's countdown end
 *   (closesAt, server clock = this machine's clock) to the first message that carries the round's
 *   result is recorded per player and round (from the first round that takes bets once every
 *   player is connected: the rounds opened while 2,000 sockets connect are the warm-up);
 * - `bare`: the same number of sockets on a bare WebSocket server, timing plain broadcasts (the
 *   baseline).
 */
import { parentPort, workerData } from "node:worker_threads";
import WebSocket from "ws";

export interface LivePlayer {
  table: string;
  sessionToken: string;
  spots: string[];
  stake: number;
}

export type ClientJob =
  | { mode: "live"; base: string; merchant: string; players: LivePlayer[]; seconds: number }
  | { mode: "bare"; url: string; sockets: number };

export interface ClientReport {
  latencies: number[];
  accepted: number;
  refused: number;
  failed: number;
  refusals: Record<string, number>;
  rounds: number;
  connected: number;
  /** Per round (in the order their countdowns ended): closesAt and the slowest player's latency. */
  byRound: { table: string; closesAt: number; worst: number; players: number }[];
}

interface LiveEvent {
  type?: string;
  table?: string;
  roundId?: string;
  phase?: string;
  serverNow?: number;
  closesAt?: number;
  result?: unknown;
  sentAt?: number;
}

function connect(url: string, headers: Record<string, string>, hello: unknown): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("error", reject);
    socket.once("open", () => {
      if (hello === undefined) {
        resolve(socket);
        return;
      }
      socket.send(JSON.stringify(hello));
      socket.once("message", () => resolve(socket));
    });
  });
}

async function inBatches<T>(items: T[], size: number, work: (item: T, index: number) => Promise<void>) {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
}

async function runLive(job: Extract<ClientJob, { mode: "live" }>): Promise<ClientReport> {
  const report: ClientReport = {
    latencies: [],
    accepted: 0,
    refused: 0,
    failed: 0,
    refusals: {},
    rounds: 0,
    connected: 0,
    byRound: [],
  };
  const perRound = new Map<string, { table: string; closesAt: number; worst: number; players: number }>();
  const wsUrl = `${job.base.replace(/^http/, "ws")}/ws`;
  const sockets: WebSocket[] = [];
  const roundsSeen = new Set<string>();
  let stopping = false;
  // Rounds that opened while the players were still connecting are a warm-up: not bet on, not timed.
  let connectedAll = false;
  let betSerial = 0;

  async function bet(player: LivePlayer, roundId: string): Promise<void> {
    const spot = player.spots[Math.floor(Math.random() * player.spots.length)] ?? player.spots[0];
    try {
      const response = await fetch(`${job.base}/house/api/live/bet`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: player.sessionToken },
        body: JSON.stringify({
          roundId,
          requestId: `bench-${process.pid}-${(betSerial++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
          bets: [{ spot, amount: player.stake }],
        }),
      });
      const body = (await response.json()) as { success: boolean; code?: string };
      if (body.success) report.accepted += 1;
      else {
        report.refused += 1;
        const code = body.code ?? String(response.status);
        report.refusals[code] = (report.refusals[code] ?? 0) + 1;
      }
    } catch {
      report.failed += 1;
    }
  }

  await inBatches(job.players, 100, async (player) => {
    const socket = await connect(wsUrl, { merchant: job.merchant }, { type: "watch", live: [player.table] });
    report.connected += 1;
    sockets.push(socket);
    const betOn = new Set<string>();
    const timed = new Set<string>();
    socket.on("message", (raw: Buffer) => {
      const receivedAt = Date.now();
      const event = JSON.parse(raw.toString("utf8")) as LiveEvent;
      if (event.type !== "live" || !event.roundId || event.closesAt === undefined) return;
      if (event.result && !timed.has(event.roundId)) {
        timed.add(event.roundId);
        if (betOn.has(event.roundId)) {
          const latency = receivedAt - event.closesAt;
          report.latencies.push(latency);
          const round = perRound.get(event.roundId) ?? {
            table: event.table ?? "",
            closesAt: event.closesAt,
            worst: 0,
            players: 0,
          };
          round.worst = Math.max(round.worst, latency);
          round.players += 1;
          perRound.set(event.roundId, round);
        }
        roundsSeen.add(`${event.table}:${event.roundId}`);
      }
      if (event.phase === "betting" && !betOn.has(event.roundId) && !stopping && connectedAll) {
        betOn.add(event.roundId);
        // Bet somewhere in the first two thirds of what is left of the window (server clock).
        const left = event.closesAt - (event.serverNow ?? receivedAt);
        const delay = Math.max(0, Math.random() * left * 0.66);
        const roundId = event.roundId;
        setTimeout(() => void bet(player, roundId), delay);
      }
    });
  });

  connectedAll = true;
  await new Promise((resolve) => setTimeout(resolve, job.seconds * 1000));
  stopping = true;
  // Let the last rounds' results arrive before closing.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  for (const socket of sockets) socket.close();
  report.rounds = roundsSeen.size;
  report.byRound = [...perRound.values()].sort((a, b) => a.closesAt - b.closesAt);
  return report;
}

async function runBare(job: Extract<ClientJob, { mode: "bare" }>): Promise<ClientReport> {
  const report: ClientReport = {
    latencies: [],
    accepted: 0,
    refused: 0,
    failed: 0,
    refusals: {},
    rounds: 0,
    connected: 0,
    byRound: [],
  };
  const sockets: WebSocket[] = [];
  await inBatches(
    Array.from({ length: job.sockets }, (_, index) => index),
    100,
    async () => {
      const socket = await connect(job.url, {}, undefined);
      report.connected += 1;
      sockets.push(socket);
      socket.on("message", (raw: Buffer) => {
        const receivedAt = Date.now();
        const event = JSON.parse(raw.toString("utf8")) as LiveEvent;
        if (event.sentAt !== undefined) report.latencies.push(receivedAt - event.sentAt);
      });
    },
  );
  parentPort?.postMessage({ ready: true });
  await new Promise<void>((resolve) => parentPort?.once("message", () => resolve()));
  for (const socket of sockets) socket.close();
  return report;
}

const job = workerData as ClientJob;
(job.mode === "live" ? runLive(job) : runBare(job)).then(
  (report) => parentPort?.postMessage({ report }),
  (error: unknown) => parentPort?.postMessage({ error: String(error) }),
);
