/** What every benchmark measures the same way: closed-loop workers for a fixed time, latency percentiles. */

export interface Measured {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** `concurrency` workers call `worker` back to back for `seconds`; a throw counts as a failure. */
export async function runFor(
  concurrency: number,
  seconds: number,
  worker: (workerIndex: number, op: number) => Promise<void>,
): Promise<Measured> {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let failures = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, index) => {
      for (let op = 0; performance.now() < deadline; op++) {
        const started = performance.now();
        try {
          await worker(index, op);
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
  };
}
