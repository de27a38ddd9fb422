/** How long, at most, work put off until the browser is idle waits for it. */
const IDLE_WAIT_MS = 1500;

/**
 * Runs `work` once the page has painted its next frame and the browser is idle (or after
 * IDLE_WAIT_MS): for what should not compete with the first screen's largest paint, such as a
 * dialog that opens on arrival. Returns a cancel function.
 */
export function afterPaint(work: () => void): () => void {
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  frame = requestAnimationFrame(() => {
    frame = undefined;
    // A task queued from the frame callback runs after that frame has been painted.
    timer = setTimeout(() => {
      timer = undefined;
      if (typeof requestIdleCallback === "function")
        idle = requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
      else work();
    }, 0);
  });
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
