/**
 * Timing of a round's show (reels stopping one by one, win presentations, free spins). The player
 * may hurry a round: every remaining wait of the round then ends at once.
 */
export function createPacer(
  setTimer: (callback: () => void, ms: number) => unknown = (callback, ms) => setTimeout(callback, ms),
  clearTimer: (timer: unknown) => void = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
) {
  let hurried = false;
  const waiting = new Set<{ resolve: () => void; timer: unknown }>();
  return {
    /** Resolves after `ms`, or at once when the round is hurried. */
    wait(ms: number): Promise<void> {
      if (hurried || ms <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const entry = {
          resolve,
          timer: setTimer(() => {
            waiting.delete(entry);
            resolve();
          }, ms),
        };
        waiting.add(entry);
      });
    },
    /** Ends every wait now and makes the rest of the round instant. */
    hurry(): void {
      hurried = true;
      for (const entry of waiting) {
        clearTimer(entry.timer);
        entry.resolve();
      }
      waiting.clear();
    },
    get hurried(): boolean {
      return hurried;
    },
    /** A new round plays at normal pace again. */
    reset(): void {
      hurried = false;
    },
  };
}

export type Pacer = ReturnType<typeof createPacer>;
