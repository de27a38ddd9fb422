/**
 * Group commit (docs/adr/0001): work items submitted while earlier batches are in flight wait in a
 * queue and leave together, as one batch, as soon as a slot frees. An idle queue sends at the next
 * turn of the event loop (setImmediate), so a lone item waits for nothing but the requests that
 * arrived in the same turn. No timers: nothing is ever left pending when the queue is empty.
 */
export interface GroupCommitOptions {
  /** Most items in one batch. */
  maxBatch: number;
  /** Batches in flight at once (each holds one database connection). */
  maxInFlight: number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

/**
 * `send` receives a batch and returns one result per item, in order. When it throws, every item of
 * the batch is rejected with that error unless `isolate` says the batch as a whole was refused
 * (nothing applied): then each item is sent again alone, so one bad item fails only its caller.
 *
 * `conflicts` names what an item locks (the member accounts of a posting): an item never joins a
 * batch while another batch in flight holds one of its keys, it waits for the next. So batches in
 * flight at once never wait for each other's row locks, and one runs while another commits.
 */
export function createGroupCommit<Item, Result>(
  send: (items: Item[]) => Promise<Result[]>,
  options: GroupCommitOptions & {
    isolate?: (error: unknown) => boolean;
    conflicts?: (item: Item) => readonly unknown[];
  },
) {
  const queue: Waiting<Item, Result>[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Keys held by the batches in flight, with how many of them hold each. */
  const held = new Map<unknown, number>();
  const keysOf = (item: Item): readonly unknown[] => options.conflicts?.(item) ?? [];

  /** Takes up to `size` items from the queue, in order, skipping those a batch in flight holds. */
  function take(size: number): Waiting<Item, Result>[] {
    if (!options.conflicts || held.size === 0) return queue.splice(0, size);
    const batch: Waiting<Item, Result>[] = [];
    const left: Waiting<Item, Result>[] = [];
    for (const waiting of queue) {
      if (batch.length < size && !keysOf(waiting.item).some((key) => held.has(key))) batch.push(waiting);
      else left.push(waiting);
    }
    queue.splice(0, queue.length, ...left);
    return batch;
  }

  function hold(batch: readonly Waiting<Item, Result>[], change: 1 | -1): void {
    if (!options.conflicts) return;
    const keys = new Set(batch.flatMap((waiting) => keysOf(waiting.item)));
    for (const key of keys) {
      const count = (held.get(key) ?? 0) + change;
      if (count > 0) held.set(key, count);
      else held.delete(key);
    }
  }

  function schedule(): void {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      // Spread what waits over the free slots, so batches overlap instead of queueing behind one.
      const free = options.maxInFlight - inFlight;
      const size = Math.min(options.maxBatch, Math.ceil(queue.length / free));
      const batch = take(size);
      if (batch.length === 0) return; // all waiting items conflict: the next completion flushes
      inFlight += 1;
      hold(batch, 1);
      void run(batch).finally(() => {
        hold(batch, -1);
        inFlight -= 1;
        schedule();
      });
    }
  }

  async function run(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await send(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const result = results[index];
        if (result === undefined) waiting.reject(new Error("group commit: no result for an item"));
        else waiting.resolve(result);
      });
    } catch (error) {
      if (batch.length > 1 && options.isolate?.(error)) {
        for (const waiting of batch) await run([waiting]);
        return;
      }
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return {
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
    /** Items waiting, not yet sent (for tests and metrics). */
    get waiting(): number {
      return queue.length;
    },
  };
}
