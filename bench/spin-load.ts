import autocannon from "autocannon";
import type { Measured } from "./measure";

/**
 * House-slot spins at `base` for `seconds` from `players` connections, each one player spinning back
 * to back with fresh request ids. autocannon drives the load, so a client in this process costs far
 * less than the server's own work. Failures are answers other than 2xx, errors and timeouts.
 */
export async function spinLoad(options: {
  base: string;
  sessions: readonly string[];
  players: number;
  seconds: number;
  runId: string;
}): Promise<Measured> {
  const { sessions, players } = options;
  let connections = 0;
  const result = await autocannon({
    url: options.base,
    connections: players,
    duration: options.seconds,
    requests: [
      {
        method: "POST",
        path: "/house/api/spin",
        setupRequest: (request, context: { player?: number; op?: number }) => {
          context.player ??= connections++;
          context.op = (context.op ?? 0) + 1;
          const player = context.player;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              authorization: sessions[(player + context.op * players) % sessions.length] ?? "",
            },
            body: JSON.stringify({
              bet: 1000,
              requestId: `${options.runId}-${players}-${player}-${context.op}`,
            }),
          };
        },
      },
    ],
  });
  return {
    perSecond: result.requests.total / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
